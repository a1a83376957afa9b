import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { NavBar } from './NavBar';
import { componentDocs } from '../../../../.storybook/componentDocs';

const meta = {
  title: 'Basics/NavBar',
  component: NavBar,
  args: { title: '体检套餐', onBack: fn() },
  argTypes: {
    title: { control: 'text', description: "Page title, rendered as the page's `<h1>`." },
    onBack: { description: 'Shows a back button when given; called when it is pressed.' },
    backLabel: { control: 'text', description: 'Accessible name of the back button (default 返回).' },
    right: { control: false, description: 'Content on the right, e.g. a text `Button` 退出登录.' },
  },
  tags: ['stable'],
  ...componentDocs(
    'stable',
    `The top bar of a screen: back button, centred title, optional action on the right; sticky below the status bar.

**Use it** once at the top of every screen. **Do not use it** for tabs (use \`Tabs\` under it) or for more than one
action on the right.

**States**: with back, title only, with a right action, a long title with a right action (ellipsis).

**Accessibility**: a banner landmark; the title is the page's \`<h1>\`, so a screen reader announces the page; the
back button is a button named 返回 (an arrow icon alone would say nothing). Tab order: back, title, right action.

\`\`\`tsx
<NavBar title="体检套餐" onBack={() => navigate(-1)} />
\`\`\``,
  ),
} satisfies Meta<typeof NavBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithBack: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '返回' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const TitleOnly: Story = { args: { title: '体检须知', onBack: undefined } };

/** The report list's bar: the side grows to fit 退出登录 on one line (also on a 320 px screen), the title stays centred. */
export const WithRightAction: Story = {
  args: {
    title: '我的报告',
    right: (
      <Button variant="text" size="sm">
        退出登录
      </Button>
    ),
  },
};

/** A title longer than the bar ends in an ellipsis before the right slot. */
export const LongTitleWithRightAction: Story = {
  args: {
    title: '二〇二六年度入职体检报告（综合）及复查建议',
    right: (
      <Button variant="text" size="sm">
        退出登录
      </Button>
    ),
  },
};
