import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sprinkles } from '../../theme/sprinkles.css';
import { Checkbox } from './Checkbox';
import { componentDocs } from '../../../../.storybook/componentDocs';

const meta = {
  title: 'Form/Checkbox',
  component: Checkbox,
  args: { label: '我已阅读并同意体检须知' },
  argTypes: {
    label: { control: 'text', description: 'Visible label; also the accessible name.' },
    checked: { control: 'boolean', description: 'Controlled state.' },
    defaultChecked: { control: 'boolean', description: 'Initial state when uncontrolled.' },
    onCheckedChange: { description: 'Called with the new state (true / false).' },
    disabled: { control: 'boolean', description: 'Cannot be changed (e.g. an item already in the package).' },
    round: { control: 'boolean', description: 'Round box, for list selections such as add-on items.' },
    name: { control: 'text', description: 'Form field name, inside a form.' },
    value: { control: 'text', description: 'Form field value, inside a form.' },
  },
  tags: ['stable'],
  ...componentDocs(
    'stable',
    `A labelled checkbox: an agreement (我已阅读并同意体检须知) or one item of a multi-select list.

**Use it** for independent yes/no choices. **Do not use it** for one choice out of several (use \`RadioGroup\`) or for
a setting that takes effect at once (a switch would).

**States**: unchecked, checked, disabled, checked and disabled, round.

**Accessibility**: \`role="checkbox"\` named by its label, read "我已阅读并同意体检须知, 复选框, 未选中"; the whole label
is the tap target, Space toggles it, disabled boxes are skipped by Tab.

\`\`\`tsx
<Checkbox label="我已阅读并同意体检须知" checked={agreed} onCheckedChange={setAgreed} />
\`\`\``,
  ),
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Toggle: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: '我已阅读并同意体检须知' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};

export const States: Story = {
  render: () => (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', padding: 'md' })}>
      <Checkbox label="未选" />
      <Checkbox label="已选" defaultChecked />
      <Checkbox label="套餐内已含（不可选）" checked disabled round />
      <Checkbox label="不可选" disabled />
    </div>
  ),
};
