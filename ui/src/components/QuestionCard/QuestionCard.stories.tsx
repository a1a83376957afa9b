import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { QuestionOption } from './exclusiveChoice';
import { QUESTION_TYPES, QuestionCard } from './QuestionCard';
import { componentDocs } from '../../../../.storybook/componentDocs';

const meta = {
  title: 'Questionnaire/QuestionCard',
  component: QuestionCard,
  argTypes: {
    type: {
      control: 'inline-radio',
      options: Object.values(QUESTION_TYPES),
      description: 'Question type: 1 fill-in, 2 single choice, 3 multiple choice (`QUESTION_TYPES`).',
    },
    title: { control: 'text', description: 'The question.' },
    progress: { control: 'text', description: 'Line above the question, e.g. 第3题/共19题.' },
    error: { control: 'text', description: 'Validation message: 请选择答案 / 请填写答案 / 请完成多选题.' },
    options: {
      control: 'object',
      description:
        'Choices of types 2 and 3: `{ value, label, exclusive? }`; an exclusive one (以上都没有) clears the others.',
    },
    value: {
      control: 'object',
      description: 'The answer: text (1), a value (2) or a list of values (3). Always controlled.',
    },
    onChange: { description: 'Called with the new answer, shaped as `value`.' },
    placeholder: { control: 'text', description: 'Placeholder of a fill-in answer.' },
    maxLength: { control: 'number', description: 'Longest fill-in answer.' },
    className: { control: false, description: 'Extra class on the root.' },
  },
  tags: ['beta'],
  ...componentDocs(
    'beta',
    `One question of the health questionnaire: fill-in, single choice, or multiple choice with an exclusive option
(以上都没有). The stories render it in a small stateful wrapper, as a page does.

**Use it** one per questionnaire step. **Do not use it** for the booking form's fields (use \`Field\` and
\`RadioGroup\` in a \`FieldGroup\`).

**States**: multiple choice with an exclusive option, single choice, fill-in with an error, a long question.

**Accessibility**: the choices are a group (radio group or checkboxes) named by the question, so a screen reader
says "您是否患有以下慢性疾病？（多选）, 组"; the error is tied to the group and read again whenever it is entered.
Arrow keys move between radio choices, Space toggles a checkbox.

\`\`\`tsx
<QuestionCard type={3} title="您是否患有以下慢性疾病？（多选）" progress="第5题/共19题" options={diseases}
  value={answer} onChange={setAnswer} error={answer.length ? undefined : '请完成多选题'} />
\`\`\``,
  ),
} satisfies Meta<typeof QuestionCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const diseases: QuestionOption[] = [
  { value: '1', label: '高血压' },
  { value: '2', label: '糖尿病' },
  { value: '3', label: '冠心病' },
  { value: '0', label: '以上都没有', exclusive: true },
];

function Multiple() {
  const [value, setValue] = useState<string[]>([]);
  return (
    <QuestionCard
      type={3}
      title="您是否患有以下慢性疾病？（多选）"
      progress="第5题/共19题"
      options={diseases}
      value={value}
      onChange={setValue}
      error={value.length ? undefined : '请完成多选题'}
    />
  );
}

/** Choosing 以上都没有 clears the others and disables them. */
export const MultipleWithExclusiveOption: Story = {
  args: { type: 3, title: '', options: diseases, value: [], onChange: () => undefined },
  render: () => <Multiple />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: '高血压' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '以上都没有' }));
    await expect(canvas.getByRole('checkbox', { name: '高血压' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: '糖尿病' })).toBeDisabled();
  },
};

function Single() {
  const [value, setValue] = useState('');
  return (
    <QuestionCard
      type={2}
      title="您的婚姻状况？"
      progress="第2题/共19题"
      options={[
        { value: '1', label: '未婚' },
        { value: '2', label: '已婚' },
      ]}
      value={value}
      onChange={setValue}
      error={value ? undefined : '请选择答案'}
    />
  );
}

export const SingleChoice: Story = {
  args: { type: 2, title: '', options: [], value: '', onChange: () => undefined },
  render: () => <Single />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('请选择答案');
    await userEvent.click(canvas.getByRole('radio', { name: '已婚' }));
    await expect(canvas.getByRole('radio', { name: '已婚' })).toBeChecked();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

function FillIn() {
  const [value, setValue] = useState('');
  return (
    <QuestionCard
      type={1}
      title="您的职业是？"
      value={value}
      onChange={setValue}
      maxLength={20}
      error={value ? undefined : '请填写答案'}
    />
  );
}

export const FillInWithError: Story = {
  args: { type: 1, title: '', value: '', onChange: () => undefined },
  render: () => <FillIn />,
};

function FillInLong() {
  const [value, setValue] = useState('');
  return (
    <QuestionCard
      type={1}
      title="您平均每天吸烟多少支？如已戒烟，请填写戒烟前每天的数量"
      progress="第7题/共19题"
      value={value}
      onChange={setValue}
      placeholder="请输入支数"
      maxLength={3}
    />
  );
}

/** A question longer than half the card goes above its input at the full width; a short one stays beside it. */
export const FillInLongQuestion: Story = {
  args: { type: 1, title: '', value: '', onChange: () => undefined },
  render: () => <FillInLong />,
};
