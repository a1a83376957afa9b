import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Link } from './Link';
import { componentDocs } from '../../../../.storybook/componentDocs';

const meta = {
  title: 'Basics/Link',
  component: Link,
  args: { href: 'tel:0571-88888888', children: '0571-88888888' },
  argTypes: {
    href: { control: 'text', description: 'Where it goes: a page, or `tel:` to call the hospital.' },
    children: { control: 'text', description: 'Text of the link.' },
    target: { control: 'text', description: 'Browsing context, as on `<a>`.' },
    onClick: { description: "Called on click (e.g. a router's navigation)." },
  },
  tags: ['stable'],
  ...componentDocs(
    'stable',
    `A text link in the brand colour, e.g. the support phone number that calls when tapped.

**Use it** to go somewhere or to call. **Do not use it** for an action on the page (use \`Button\`) or for a list
row (use \`Cell\` with \`href\`).

**States**: alone, inside a sentence, focused.

**Accessibility**: a native \`<a href>\`, read "0571-88888888, 链接"; Enter follows it. It is underlined inside text,
so it is not told apart by colour only.

\`\`\`tsx
<Link href="tel:0571-88888888">0571-88888888</Link>
\`\`\``,
  ),
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
    await expect(within(canvasElement).getByRole('link', { name: '0571-88888888' })).toHaveAttribute(
      'href',
      'tel:0571-88888888',
    );
  },
};

/** A link to another page, inside a sentence. */
export const InText: Story = {
  args: { href: '#/notice', children: '体检须知' },
  render: (args) => (
    <p>
      到检前请阅读
      <Link {...args} />。
    </p>
  ),
};
