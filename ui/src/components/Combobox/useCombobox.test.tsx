import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KeyboardEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useCombobox, type ComboboxOption } from './useCombobox';

const companies: ComboboxOption[] = [
  { value: 'L0001', label: '示范市数智科技有限公司' },
  { value: 'L0002', label: '示范市第一中学', disabled: true },
  { value: 'L0003', label: '示范市人民医院后勤服务中心' },
];

/** A key press as the input's onKeyDown receives it. */
const key = (name: string) =>
  ({ key: name, altKey: false, preventDefault: vi.fn() }) as unknown as KeyboardEvent<HTMLInputElement>;

describe('useCombobox', () => {
  it('filters on edit, moves the highlight past disabled options with wrapping, and chooses with Enter', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useCombobox({ options: companies, onChange }));
    expect(result.current.listStatus).toBe('closed');
    act(() => result.current.edit('示范'));
    expect(result.current.listStatus).toBe('list');
    expect(result.current.matches).toHaveLength(3);
    expect(result.current.getInputProps()['aria-expanded']).toBe(true);

    act(() => result.current.getInputProps().onKeyDown(key('ArrowDown')));
    expect(result.current.activeIndex).toBe(0);
    act(() => result.current.getInputProps().onKeyDown(key('ArrowDown')));
    expect(result.current.activeIndex).toBe(2);
    expect(result.current.getInputProps()['aria-activedescendant']).toBe(result.current.getOptionProps(2).id);
    act(() => result.current.getInputProps().onKeyDown(key('ArrowDown')));
    expect(result.current.activeIndex).toBe(0);

    act(() => result.current.getInputProps().onKeyDown(key('Enter')));
    expect(onChange).toHaveBeenLastCalledWith('L0001', companies[0]);
    expect(result.current.text).toBe('示范市数智科技有限公司');
    expect(result.current.listStatus).toBe('closed');
  });

  it('undoes a choice when the text changes, and reports loading rather than empty while options arrive', () => {
    const onChange = vi.fn();
    const { result, rerender } = renderHook(
      (props: { loading: boolean }) =>
        useCombobox({
          options: companies,
          defaultValue: 'L0003',
          defaultInputValue: companies[2]!.label,
          onChange,
          ...props,
        }),
      { initialProps: { loading: true } },
    );
    expect(result.current.chosen).toBe(companies[2]);
    act(() => result.current.edit('浙江'));
    expect(onChange).toHaveBeenLastCalledWith(null, null);
    expect(result.current.listStatus).toBe('loading');
    rerender({ loading: false });
    expect(result.current.listStatus).toBe('empty');
    act(() => result.current.getInputProps().onKeyDown(key('Escape')));
    expect(result.current.listStatus).toBe('closed');
    act(() => result.current.getInputProps().onKeyDown(key('Escape')));
    expect(result.current.text).toBe('');
  });
});

/** A type-ahead of one's own markup: only the hook's props give it the combobox's roles, states and keys. */
function CustomCombobox({ onChange }: { onChange: (value: string | null, option: ComboboxOption | null) => void }) {
  const { matches, activeIndex, getInputProps, getListProps, getOptionProps } = useCombobox({
    options: companies,
    onChange,
  });
  const inputProps = getInputProps();
  return (
    <div>
      <label htmlFor={inputProps.id}>单位</label>
      <input {...inputProps} />
      <ol {...getListProps()} aria-label="单位">
        {matches.map((option, index) => (
          <li key={option.value} {...getOptionProps(index)} data-active={index === activeIndex}>
            {option.label}
          </li>
        ))}
      </ol>
    </div>
  );
}

describe('useCombobox in custom markup', () => {
  it('gives plain elements the ARIA combobox pattern: typing, keys, taps', async () => {
    const onChange = vi.fn();
    render(<CustomCombobox onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: '单位' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(input, '人民医院');
    const list = screen.getByRole('listbox', { name: '单位' });
    expect(input).toHaveAttribute('aria-controls', list.id);
    expect(screen.getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option').id);
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('L0003', companies[2]);
    expect(input).toHaveValue('示范市人民医院后勤服务中心');

    await userEvent.clear(input);
    await userEvent.type(input, '示范');
    await userEvent.click(screen.getByRole('option', { name: '示范市第一中学' }));
    expect(onChange).toHaveBeenLastCalledWith(null, null);
    await userEvent.click(screen.getByRole('option', { name: '示范市数智科技有限公司' }));
    expect(onChange).toHaveBeenLastCalledWith('L0001', companies[0]);
    expect(input).toHaveFocus();
  });
});
