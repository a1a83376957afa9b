import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sprinkles } from '../../theme/sprinkles.css';
import { Carousel } from './Carousel';
import { componentDocs } from '../../../../.storybook/componentDocs';

const banner = (title: string) => (
  <div
    className={sprinkles({
      display: 'flex',
      placeItems: 'center',
      paddingY: 'xxl',
      background: 'brandSoft',
      color: 'brand',
      fontSize: 'xl',
    })}
  >
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
  argTypes: {
    slides: { control: false, description: 'Slides: `{ id, content }` each; `content` is usually an `<img alt>`.' },
    label: { control: 'text', description: 'Names the carousel, e.g. 院区介绍.' },
    interval: { control: 'number', description: 'Autoplay period in ms (default 5000).' },
    autoplay: { control: 'boolean', description: 'Start with autoplay on (default true).' },
    index: { control: 'number', description: 'Controlled index of the shown slide.' },
    defaultIndex: { control: 'number', description: 'First slide shown when uncontrolled.' },
    onIndexChange: { description: 'Called with the new slide index.' },
    aspectRatio: {
      control: 'number',
      description: 'Width / height of the slide box (default 750 / 360); images are cropped to fill it.',
    },
  },
  tags: ['beta'],
  ...componentDocs(
    'beta',
    `Rotating banners, e.g. the home page's pictures of the centre.

**Use it** for a few decorative or promotional pictures. **Do not use it** for content people must read or act on
(nobody waits for slide 3): put that on the page.

**States**: autoplaying, paused, one slide (no controls), image box reserved before images load.

**Accessibility**: the WAI-ARIA carousel pattern: a region "院区介绍, 轮播"; slides are groups "1 / 3". The pause
button (暂停自动播放 / 开始自动播放) comes first in Tab order; the dots are one Tab stop, Left/Right/Home/End move
between them. Autoplay stops while hovered, focused, touched or hidden, and the slides are announced only when it is
off. Swipe left or right on touch screens.

\`\`\`tsx
<Carousel label="院区介绍" slides={banners.map((b) => ({ id: b.id, content: <img src={b.url} alt={b.title} /> }))} />
\`\`\``,
  ),
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
