import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Combobox } from './Combobox';
import { labelContains, type ComboboxOption } from './useCombobox';

const companies: ComboboxOption[] = [
  { value: 'L0001', label: '示范市数智科技有限公司' },
  { value: 'L0002', label: '示范市第一中学' },
  { value: 'L0003', label: '浙江样例制造集团有限公司' },
  { value: 'L0004', label: 'ACME (China) Ltd.' },
];

const input = () => screen.getByRole('combobox', { name: '单位名称' });
const announcer = () => document.querySelector('[data-combobox-announcer]');
const optionNames = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('labelContains', () => {
  it('matches literally and case-insensitively; blank text matches nothing', () => {
    expect(labelContains(companies[3]!, 'acme (ch')).toBe(true);
    expect(labelContains(companies[3]!, '.*')).toBe(false);
    expect(labelContains(companies[0]!, '  ')).toBe(false);
  });
});

describe('Combobox', () => {
  it('is a labelled combobox that controls a listbox and opens only when the text matches', async () => {
    render(<Combobox label="单位名称" options={companies} />);
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).toHaveAttribute('aria-autocomplete', 'list');
    expect(screen.queryByRole('listbox')).toBeNull();
    await userEvent.type(input(), '示范');
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox', { name: '单位名称' });
    expect(input()).toHaveAttribute('aria-controls', list.id);
    expect(optionNames()).toEqual(['示范市数智科技有限公司', '示范市第一中学']);
    expect(announcer()).toHaveTextContent('2个结果');
  });

  it('moves the highlight with the arrow keys through aria-activedescendant, wrapping, and Enter chooses', async () => {
    const onChange = vi.fn();
    render(<Combobox label="单位名称" options={companies} onChange={onChange} />);
    await userEvent.type(input(), '示范');
    expect(input()).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{ArrowDown}');
    const [first, second] = screen.getAllByRole('option');
    expect(input()).toHaveAttribute('aria-activedescendant', first!.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(input()).toHaveAttribute('aria-activedescendant', second!.id);
    await userEvent.keyboard('{ArrowDown}');
    expect(input()).toHaveAttribute('aria-activedescendant', first!.id);
    await userEvent.keyboard('{ArrowUp}');
    expect(input()).toHaveAttribute('aria-activedescendant', second!.id);
    expect(input()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('L0002', companies[1]);
    expect(input()).toHaveValue('示范市第一中学');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).not.toHaveAttribute('aria-activedescendant');
  });

  it('Escape closes the list and keeps the text; a second Escape clears it', async () => {
    render(<Combobox label="单位名称" options={companies} />);
    await userEvent.type(input(), '浙江');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).toHaveValue('浙江');
    await userEvent.keyboard('{ArrowDown}');
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}{Escape}');
    expect(input()).toHaveValue('');
  });

  it('chooses with a tap, keeping focus in the input, and undoes the choice when the text is edited', async () => {
    const onChange = vi.fn();
    render(<Combobox label="单位名称" options={companies} onChange={onChange} />);
    await userEvent.type(input(), '中学');
    await userEvent.click(screen.getByRole('option', { name: '示范市第一中学' }));
    expect(onChange).toHaveBeenLastCalledWith('L0002', companies[1]);
    expect(input()).toHaveFocus();
    expect(screen.queryByRole('listbox')).toBeNull();
    await userEvent.type(input(), 'x');
    expect(onChange).toHaveBeenLastCalledWith(null, null);
  });

  it('filters with a caller-supplied match', async () => {
    const byCode = (option: ComboboxOption, text: string) => option.value.startsWith(text.trim().toUpperCase());
    render(<Combobox label="单位名称" options={companies} match={byCode} />);
    await userEvent.type(input(), 'l0003');
    expect(optionNames()).toEqual(['浙江样例制造集团有限公司']);
  });

  it('shows and announces the empty text when nothing matches', async () => {
    render(<Combobox label="单位名称" options={companies} emptyText="没有匹配的单位" />);
    await userEvent.type(input(), '不存在');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByText('没有匹配的单位')).toHaveLength(2);
    expect(announcer()).toHaveAttribute('aria-live', 'polite');
    expect(announcer()).toHaveTextContent('没有匹配的单位');
  });

  it('says the list is loading, not that nothing matches, while options are still arriving', async () => {
    const { rerender } = render(<Combobox label="单位名称" options={[]} loading emptyText="没有匹配的单位" />);
    await userEvent.type(input(), '示范');
    expect(screen.queryByText('没有匹配的单位')).not.toBeInTheDocument();
    expect(screen.getAllByText('加载中…')).toHaveLength(2);
    expect(announcer()).toHaveTextContent('加载中…');
    rerender(<Combobox label="单位名称" options={companies} emptyText="没有匹配的单位" />);
    expect(optionNames()).toEqual(['示范市数智科技有限公司', '示范市第一中学']);
  });

  it('skips disabled options with the keyboard and ignores taps on them', async () => {
    const onChange = vi.fn();
    const options = [{ ...companies[0]!, disabled: true }, companies[1]!];
    render(<Combobox label="单位名称" options={options} onChange={onChange} />);
    await userEvent.type(input(), '示范');
    await userEvent.keyboard('{ArrowDown}');
    expect(input()).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[1]!.id);
    await userEvent.click(screen.getByRole('option', { name: '示范市数智科技有限公司' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('works controlled: text and value come from the parent', async () => {
    function Controlled() {
      const [text, setText] = useState('示范市第一中学');
      const [value, setValue] = useState<string | null>('L0002');
      return (
        <>
          <Combobox
            label="单位名称"
            options={companies}
            inputValue={text}
            onInputChange={setText}
            value={value}
            onChange={setValue}
          />
          <output>{value ?? '未选择'}</output>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByText('L0002')).toBeInTheDocument();
    await userEvent.clear(input());
    expect(screen.getByText('未选择')).toBeInTheDocument();
    await userEvent.type(input(), '浙江{ArrowDown}{Enter}');
    expect(screen.getByText('L0003')).toBeInTheDocument();
    expect(input()).toHaveValue('浙江样例制造集团有限公司');
  });

  it('ties hint and error to the input', () => {
    render(
      <Combobox label="单位名称" options={companies} hint="输入关键字后从列表中选择" error="请从下拉列表中选择单位" />,
    );
    expect(input()).toHaveAccessibleDescription('输入关键字后从列表中选择 请从下拉列表中选择单位');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
  });

  it('marks a required input as a Field does: required, the label mark kept out of its name', () => {
    const { container } = render(<Combobox label="单位名称" options={companies} required />);
    expect(input()).toBeRequired();
    expect(container.querySelector('label [aria-hidden="true"]')).toHaveTextContent('*');
  });

  it('is not required by default and shows no mark', () => {
    const { container } = render(<Combobox label="单位名称" options={companies} />);
    expect(input()).not.toBeRequired();
    expect(container.querySelector('label [aria-hidden="true"]')).toBeNull();
  });
});
