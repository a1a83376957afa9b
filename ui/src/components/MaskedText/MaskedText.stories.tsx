import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MaskedText } from './MaskedText';
import { componentDocs } from '../../../../.storybook/componentDocs';

const meta = {
  title: 'Basics/MaskedText',
  component: MaskedText,
  args: { text: '13812345678' },
  argTypes: {
    text: {
      control: 'text',
      description: 'Full text (phone, ID number, name); only its first and last thirds are shown.',
    },
  },
  tags: ['stable'],
  ...componentDocs(
    'stable',
    `A personal text with its middle third hidden: 138*****678, 3201************17.

**Use it** for phone numbers, ID numbers and names shown on a page others may see. **Do not use it** in an input
(the field shows what is typed) or for secrets such as codes (do not show them at all).

**States**: phone, ID number, name.

**Accessibility**: the stars are hidden from screen readers, which hear the kept parts and how many characters are
hidden ("138 隐藏5位 678") instead of "星号" five times.

\`\`\`tsx
<MaskedText text={person.phone} />
\`\`\``,
  ),
} satisfies Meta<typeof MaskedText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('138*****678');
  },
};
export const IdNumber: Story = { args: { text: '320106199003071517' } };
export const Name: Story = { args: { text: '欧阳娜娜' } };
