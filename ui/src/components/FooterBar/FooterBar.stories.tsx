import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sprinkles } from '../../theme/sprinkles.css';
import { Button } from '../Button';
import { Cell, CellGroup } from '../Cell';
import { PriceTag } from '../PriceTag';
import { FooterBar, footerBarPlacements } from './FooterBar';

const book = fn();

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
  argTypes: { placement: { control: 'inline-radio', options: footerBarPlacements } },
  // A page taller than the phone, so the fixed bar is seen over scrolling content.
  render: (args) => (
    <main className={sprinkles({ background: 'page' })}>
      <CellGroup title="体检项目">
        {Array.from({ length: 14 }, (_, i) => (
          <Cell key={i} title={`体检项目${i + 1}`} value={<PriceTag price={80 + i * 10} />} />
        ))}
      </CellGroup>
      <p className={sprinkles({ padding: 'md', margin: 'none' })}>页面最后一行</p>
      <FooterBar {...args} />
    </main>
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
    await expect(getComputedStyle(within(canvasElement).getByRole('region', { name: '预约合计' })).position).toBe('static');
  },
};
