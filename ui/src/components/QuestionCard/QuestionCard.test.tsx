import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { toggleChoice, type QuestionOption } from './exclusiveChoice';
import { QuestionCard } from './QuestionCard';

const habits: QuestionOption[] = [
  { value: 'a', label: '高血压' },
  { value: 'b', label: '糖尿病' },
  { value: 'n', label: '无', exclusive: true },
];

describe('toggleChoice', () => {
  it('keeps an exclusive option alone and drops it when another is chosen', () => {
    expect(toggleChoice(habits, ['a', 'b'], habits[2]!, true)).toEqual(['n']);
    expect(toggleChoice(habits, ['n'], habits[0]!, true)).toEqual(['a']);
    expect(toggleChoice(habits, ['b'], habits[0]!, true)).toEqual(['a', 'b']);
    expect(toggleChoice(habits, ['a', 'b'], habits[0]!, false)).toEqual(['b']);
  });
});

function Multiple({ onChange }: { onChange?: (v: string[]) => void }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <QuestionCard
      type={3}
      title="您是否患有以下疾病？"
      options={habits}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange?.(v);
      }}
      error={value.length ? undefined : '请完成多选题'}
    />
  );
}

describe('QuestionCard', () => {
  it('multiple choice: choosing the exclusive option clears and disables the others', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Multiple onChange={onChange} />);
    const group = screen.getByRole('group', { name: '您是否患有以下疾病？' });
    expect(group).toHaveAccessibleDescription('请完成多选题');
    await user.click(screen.getByRole('checkbox', { name: '高血压' }));
    await user.click(screen.getByRole('checkbox', { name: '糖尿病' }));
    expect(onChange).toHaveBeenLastCalledWith(['a', 'b']);
    await user.click(screen.getByRole('checkbox', { name: '无' }));
    expect(onChange).toHaveBeenLastCalledWith(['n']);
    expect(screen.getByRole('checkbox', { name: '高血压' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: '高血压' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: '糖尿病' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: '无' }));
    expect(screen.getByRole('checkbox', { name: '高血压' })).toBeEnabled();
    expect(screen.getByRole('alert')).toHaveTextContent('请完成多选题');
  });

  it('single choice is a radio group with the question as its name', async () => {
    const onChange = vi.fn();
    render(
      <QuestionCard
        type={2}
        title="您的婚姻状况？"
        options={[
          { value: '1', label: '未婚' },
          { value: '2', label: '已婚' },
        ]}
        value=""
        onChange={onChange}
        error="请选择答案"
      />,
    );
    const group = screen.getByRole('radiogroup', { name: '您的婚姻状况？' });
    // The error describes the group, so it is heard again whenever the group is entered.
    expect(group).toHaveAccessibleDescription('请选择答案');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('radio', { name: '已婚' }));
    expect(onChange).toHaveBeenCalledWith('2');
    expect(screen.getByRole('alert')).toHaveTextContent('请选择答案');
  });

  it('fill-in is a labelled text field with its error', async () => {
    const onChange = vi.fn();
    render(
      <QuestionCard
        type={1}
        title="您的职业？"
        value=""
        onChange={onChange}
        error="请填写答案"
        progress="第1题/共19题"
      />,
    );
    const input = screen.getByRole('textbox', { name: '您的职业？' });
    expect(input).toHaveAccessibleDescription('请填写答案');
    expect(screen.getByText('第1题/共19题')).toBeInTheDocument();
    await userEvent.type(input, '教');
    expect(onChange).toHaveBeenCalledWith('教');
  });
});
