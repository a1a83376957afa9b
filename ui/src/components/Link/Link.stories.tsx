import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Link } from './Link';

const meta = {
  title: 'Basics/Link',
  component: Link,
  args: { href: 'tel:0571-88888888', children: '0571-88888888' },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The support phone under a form: tapping it calls. */
export const SupportPhone: Story = {
  render: (args) => (
    <p>
      咨询电话：
      <Link {...args} />
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '0571-88888888' })).toHaveAttribute('href', 'tel:0571-88888888');
  },
};

/** A link to another page, inside a sentence. */
export const InText: Story = {
  args: { href: '#/notice', children: '体检须知' },
  render: (args) => (
    <p>
      到检前请阅读
      <Link {...args} />
      。
    </p>
  ),
};
