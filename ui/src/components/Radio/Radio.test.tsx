import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { applyTheme } from '../../theme/themeClasses';
import '../../theme/themes.css';
import { Field } from '../Field';
import { RadioGroup } from './Radio';

const options = [
  { value: '1', label: '未婚' },
  { value: '2', label: '已婚' },
  { value: '3', label: '其他', disabled: true },
];

describe('RadioGroup', () => {
  it('is a named group; click selects, arrows move and select, disabled options are skipped', async () => {
    const onValueChange = vi.fn();
    render(<RadioGroup label="婚姻状况" options={options} onValueChange={onValueChange} />);
    expect(screen.getByRole('radiogroup', { name: '婚姻状况' })).toBeInTheDocument();
    await userEvent.click(screen.getByText('未婚'));
    const unmarried = screen.getByRole('radio', { name: '未婚' });
    expect(unmarried).toBeChecked();
    expect(unmarried).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const married = screen.getByRole('radio', { name: '已婚' });
    expect(married).toHaveFocus();
    expect(married).toBeChecked();
    expect(screen.getByRole('radio', { name: '其他' })).toBeDisabled();
    // Past the disabled last option the arrow wraps to the first one.
    await userEvent.keyboard('{ArrowDown}');
    expect(unmarried).toBeChecked();
    expect(onValueChange.mock.calls).toEqual([['1'], ['2'], ['1']]);
  });

  it('follows a controlled value and stays on it until the owner changes it', async () => {
    const onValueChange = vi.fn();
    const { rerender } = render(
      <RadioGroup label="婚姻状况" options={options} value="2" onValueChange={onValueChange} />,
    );
    expect(screen.getByRole('radio', { name: '已婚' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: '未婚' }));
    expect(onValueChange).toHaveBeenCalledWith('1');
    expect(screen.getByRole('radio', { name: '已婚' })).toBeChecked();
    rerender(<RadioGroup label="婚姻状况" options={options} value="1" onValueChange={onValueChange} />);
    expect(screen.getByRole('radio', { name: '未婚' })).toBeChecked();
  });

  it('starts uncontrolled at its default value; two groups on a page keep their own choice', async () => {
    render(
      <>
        <RadioGroup label="本人" options={options} defaultValue="2" />
        <RadioGroup label="配偶" options={options} />
      </>,
    );
    const self = screen.getByRole('radiogroup', { name: '本人' });
    const spouse = screen.getByRole('radiogroup', { name: '配偶' });
    expect(within(self).getByRole('radio', { name: '已婚' })).toBeChecked();
    await userEvent.click(within(spouse).getByRole('radio', { name: '未婚' }));
    expect(within(spouse).getByRole('radio', { name: '未婚' })).toBeChecked();
    expect(within(self).getByRole('radio', { name: '已婚' })).toBeChecked();
  });

  it('sits on a Field row\'s surface with surface="card", on nothing of its own by default', () => {
    render(
      <>
        <Field label="年龄" />
        <RadioGroup label="性别" horizontal surface="card" options={options} />
        <RadioGroup label="婚姻状况" horizontal options={options} />
      </>,
    );
    // The theme's tokens on <html>: happy-dom drops a declaration whose var() it cannot resolve.
    applyTheme('checkup');
    const look = (element: Element) => {
      const style = getComputedStyle(element);
      return { background: style.backgroundColor, padding: style.padding };
    };
    const row = look(screen.getByRole('textbox', { name: '年龄' }).parentElement!);
    expect(row.background).not.toBe('');
    expect(look(screen.getByRole('radiogroup', { name: '性别' }))).toEqual(row);
    const plain = look(screen.getByRole('radiogroup', { name: '婚姻状况' }));
    expect(plain.background).not.toBe(row.background);
    expect(plain.padding).not.toBe(row.padding);
  });
});
