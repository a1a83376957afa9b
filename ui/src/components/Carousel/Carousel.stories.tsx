import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sprinkles } from '../../theme/sprinkles.css';
import { Carousel } from './Carousel';

const banner = (title: string) => (
  <div className={sprinkles({ display: 'flex', placeItems: 'center', paddingY: 'xxl', background: 'brandSoft', color: 'brand', fontSize: 'xl' })}>
    {title}
  </div>
);

const meta = {
  title: 'Basics/Carousel',
  component: Carousel,
  args: {
    label: '院区介绍',
    slides: [
      { id: 'a', content: banner('院区外景') },
      { id: 'b', content: banner('体检大厅') },
      { id: 'c', content: banner('检查设备') },
    ],
  },
} satisfies Meta<typeof Carousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeSlides: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '院区介绍' })).toHaveAttribute('aria-roledescription', 'carousel');
    await userEvent.click(canvas.getByRole('button', { name: '暂停自动播放' }));
    await expect(canvas.getByRole('button', { name: '开始自动播放' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '第 3 张，共 3 张' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: '第 1 张，共 3 张' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('group', { name: '1 / 3' })).toHaveTextContent('院区外景');
  },
};

export const SingleSlide: Story = { args: { slides: [{ id: 'a', content: banner('院区外景') }] } };

/** A square image: the box keeps the banner ratio anyway and the image is cropped to fill it. */
const squareImage = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100" fill="teal"/></svg>')}`;

export const ReservedImageBox: Story = {
  args: {
    slides: ['院区外景', '体检大厅'].map((alt) => ({ id: alt, content: <img src={squareImage} alt={alt} /> })),
    autoplay: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slide = canvas.getByRole('group', { name: '1 / 2' }).getBoundingClientRect();
    await expect(slide.width).toBeGreaterThan(0);
    await expect(slide.height).toBeCloseTo((slide.width * 360) / 750, 0);
    const image = canvas.getByRole('img', { name: '院区外景' });
    await expect(image).toHaveStyle({ objectFit: 'cover' });
    const box = image.getBoundingClientRect();
    await expect([box.width, box.height]).toEqual([slide.width, slide.height]);
  },
};

/** A 320-wide phone: each dot button stays at least 24 CSS px wide and the touch target high (0.48rem was 20.5 px). */
export const NarrowPhoneDots: Story = {
  globals: { viewport: { value: 'iphoneSE1', isRotated: false } },
  play: async ({ canvasElement }) => {
    for (const dot of within(canvasElement).getAllByRole('button', { name: /^第 \d 张/ })) {
      const box = dot.getBoundingClientRect();
      await expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
    }
  },
};
