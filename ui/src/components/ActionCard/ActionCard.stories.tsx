import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sprinkles } from '../../theme/sprinkles.css';
import { Button } from '../Button';
import { Cell, CellGroup } from '../Cell';
import { PriceTag } from '../PriceTag';
import { Tag } from '../Tag';
import { ActionCard } from './ActionCard';
import { componentDocs } from '../../../../.storybook/componentDocs';

const orderRows = (
  <CellGroup>
    <Cell title="体检人" value="张三" />
    <Cell title="体检日期" value="2026-12-08 08:00-09:00" />
    <Cell title="金额" value={<PriceTag price={398} />} />
  </CellGroup>
);

/** The element the browser hit-tests at the centre of `target` (what a real tap there would reach). */
function elementAt(target: Element): Element {
  const box = target.getBoundingClientRect();
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  if (!hit) throw new Error('nothing under the point');
  return hit;
}

const meta = {
  title: 'Basics/ActionCard',
  component: ActionCard,
  args: {
    title: '男士基础体检套餐',
    actionLabel: '查看详情',
    extra: <Tag tone="warning">待付款</Tag>,
    children: orderRows,
    onClick: fn(),
  },
  decorators: [
    (Story) => (
      <div className={sprinkles({ padding: 'md', background: 'page' })}>
        <Story />
      </div>
    ),
  ],
  argTypes: {
    title: {
      control: 'text',
      description: "Heading of the card (e.g. the package name); names the card and is the main action's text.",
    },
    headingLevel: {
      control: 'inline-radio',
      options: [2, 3, 4],
      description: 'Heading level of the title, to fit the page outline.',
    },
    extra: { control: false, description: 'Content right of the title, such as a state `Tag` (待付款, 已支付).' },
    href: { control: 'text', description: 'Where the card leads: the main action becomes a real link.' },
    onClick: { description: 'The main action; without `href` the title is a `<button>` that calls it.' },
    actionLabel: {
      control: 'text',
      description: 'Verb of the main action (查看详情), shown with a chevron and spoken before the title.',
    },
    actions: { control: false, description: 'Secondary `Button`s in a row under the content.' },
    actionsLabel: { control: 'text', description: 'Accessible name of the action row (default `<title>的操作`).' },
    className: { control: false, description: 'Extra class on the root.' },
    children: { control: false, description: 'Body of the card, e.g. a `CellGroup` of order facts.' },
  },
  tags: ['stable'],
  ...componentDocs(
    'stable',
    `A card whose whole surface is one tappable main action (an order, a report), with an optional row of separate buttons.

**Use it** for list items that open a detail page. **Do not use it** for a card without a destination (use \`Card\`)
or for several equal actions on the surface (put them in \`actions\`).

**States**: tappable (button), link (\`href\`), with an action row, actions only, focused (ring around the whole card).

**Accessibility**: a \`<section>\` named by the title; the main action is one real link or button in the heading,
read as "查看详情：男士基础体检套餐, 按钮"; Tab reaches it, then each button of the action row (a group named
"<title>的操作"). Enter or Space opens it; no clickable \`<div>\`.

\`\`\`tsx
<ActionCard title="男士基础体检套餐" actionLabel="查看详情" extra={<Tag tone="warning">待付款</Tag>}
  onClick={open} actions={<Button size="sm" variant="primary">立即支付</Button>}>
  <CellGroup>…</CellGroup>
</ActionCard>
\`\`\``,
  ),
} satisfies Meta<typeof ActionCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The whole card opens the order; one button, named 查看详情：<package>. */
export const Tappable: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const main = canvas.getByRole('button', { name: '查看详情：男士基础体检套餐' });
    // A tap anywhere on the card lands on the main action (its overlay), as the browser hit-tests it.
    const hit = elementAt(canvas.getByText('2026-12-08 08:00-09:00'));
    await expect(main).toBe(hit);
    await userEvent.click(hit);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(main).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/** With an action row: its buttons are separate controls above the tappable surface. */
export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button size="sm">取消预约</Button>
        <Button size="sm" variant="primary">
          立即支付
        </Button>
      </>
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole('group', { name: '男士基础体检套餐的操作' });
    const pay = within(row).getByRole('button', { name: '立即支付' });
    // The action row sits above the overlay: a tap on 立即支付 reaches 立即支付.
    await expect(pay.contains(elementAt(pay))).toBe(true);
    await userEvent.click(pay);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** A link (`href`): long-press and open-in-new-tab work. */
export const AsLink: Story = {
  args: { href: '#/OrderDetails?id=PO1', onClick: undefined, extra: <Tag tone="success">已支付</Tag> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '查看详情：男士基础体检套餐' })).toHaveAttribute(
      'href',
      '#/OrderDetails?id=PO1',
    );
  },
};

/** No main action: a plain card with an action row (e.g. a payment record). */
export const ActionsOnly: Story = {
  args: {
    onClick: undefined,
    actionLabel: undefined,
    actions: (
      <Button size="sm" variant="primary">
        去缴费
      </Button>
    ),
  },
};

/** Focus ring around the whole card. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: /查看详情/ })).toHaveFocus();
  },
};
