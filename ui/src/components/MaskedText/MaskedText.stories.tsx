import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MaskedText } from './MaskedText';

const meta = {
  title: 'Basics/MaskedText',
  component: MaskedText,
  args: { text: '13812345678' },
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
