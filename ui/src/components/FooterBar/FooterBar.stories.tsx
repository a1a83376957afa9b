import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sprinkles } from '../../theme/sprinkles.css';
import { Button } from '../Button';
import { Cell, CellGroup } from '../Cell';
import { PriceTag } from '../PriceTag';
import { FooterBar, footerBarPlacements } from './FooterBar';
import { componentDocs } from '../../../../.storybook/componentDocs';

const book = fn();

/** A package's items with their prices: a page taller than the phone. */
const examItems: ReadonlyArray<readonly [string, number]> = [
  ['一般检查', 20],
  ['内科检查', 15],
  ['外科检查', 15],
  ['眼科检查', 20],
  ['耳鼻咽喉科检查', 20],
  ['血常规', 25],
  ['尿常规', 20],
  ['肝功能（八项）', 80],
  ['肾功能（三项）', 45],
  ['血脂（四项）', 60],
  ['空腹血糖', 10],
  ['心电图', 30],
  ['胸部正位片', 80],
  ['腹部彩超（肝胆胰脾肾）', 160],
];

const meta = {
  title: 'Layout/FooterBar',
  component: FooterBar,
  args: {
    label: '预约合计',
    price: (
      <>
        合计 <PriceTag price={1280} />
      </>
    ),
    count: '已选3项',
    action: (
      <Button variant="primary" onClick={book}>
        立即预约
      </Button>
    ),
  },
  // A page taller than the phone, so the fixed bar is seen over scrolling content.
  render: (args) => (
    <main className={sprinkles({ background: 'page' })}>
      <CellGroup title="体检项目">
        {examItems.map(([name, price]) => (
          <Cell key={name} title={name} value={<PriceTag price={price} />} />
        ))}
      </CellGroup>
      <p className={sprinkles({ padding: 'md', margin: 'none' })}>页面最后一行</p>
      <FooterBar {...args} />
    </main>
  ),
  argTypes: {
    price: { control: false, description: 'Left slot: usually 合计 and a `PriceTag`.' },
    count: { control: 'text', description: 'Under the price: a count or a short note such as 已选3项.' },
    action: { control: false, description: "Right slot: the screen's primary `Button` (or two)." },
    placement: {
      control: 'inline-radio',
      options: footerBarPlacements,
      description: '`fixed`: pinned to the bottom above the home indicator, with a spacer; `inline`: in the flow.',
    },
    label: { control: 'text', description: 'Accessible name; with one the bar is a region landmark.' },
    className: { control: false, description: 'Extra class on the root.' },
    children: { control: false, description: 'Anything else, between the summary and the action.' },
  },
  tags: ['stable'],
  ...componentDocs(
    'stable',
    `The bottom bar of a screen: the total and a count on the left, the primary action on the right (立即预约, 去支付).

**Use it** on screens whose main action belongs at the bottom. **Do not use it** for navigation tabs or for more
than two actions, and not twice on a screen.

**States**: fixed over scrolling content, two actions, nothing chosen (disabled action), inline (in a column).

**Accessibility**: with \`label\` a region landmark ("预约合计") screen-reader users can jump to; it comes last in
reading order. The fixed bar reserves its own height, so nothing is hidden under it, and respects the safe-area inset.

\`\`\`tsx
<FooterBar label="预约合计" price={<>合计 <PriceTag price={1280} /></>} count="已选3项"
  action={<Button variant="primary" onClick={book}>立即预约</Button>} />
\`\`\``,
  ),
} satisfies Meta<typeof FooterBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pinned to the viewport bottom (plus the safe-area inset); the page's last line scrolls clear of it. */
export const Fixed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('region', { name: '预约合计' });
    await expect(getComputedStyle(bar).position).toBe('fixed');
    await expect(Math.round(bar.getBoundingClientRect().bottom)).toBe(window.innerHeight);
    const last = canvas.getByText('页面最后一行');
    last.scrollIntoView({ block: 'end' });
    window.scrollTo(0, document.documentElement.scrollHeight);
    await expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(bar.getBoundingClientRect().top + 1);
    await userEvent.click(canvas.getByRole('button', { name: '立即预约' }));
    await expect(book).toHaveBeenCalled();
  },
};

/** Two actions (cancel and pay, as on an order's details). */
export const TwoActions: Story = {
  args: {
    count: undefined,
    action: (
      <>
        <Button variant="danger">取消预约</Button>
        <Button variant="primary">立即支付</Button>
      </>
    ),
  },
};

/** A disabled primary action (nothing chosen yet). */
export const NothingChosen: Story = {
  args: {
    price: (
      <>
        合计 <PriceTag price={0} />
      </>
    ),
    count: '已选0项',
    action: (
      <Button variant="primary" disabled>
        立即预约
      </Button>
    ),
  },
};

/** In the flow, as the last item of a full-height column (TreeSelect's footer slot). */
export const Inline: Story = {
  args: { placement: 'inline' },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(within(canvasElement).getByRole('region', { name: '预约合计' })).position).toBe(
      'static',
    );
  },
};
