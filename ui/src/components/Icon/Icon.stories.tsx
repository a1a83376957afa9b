import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sprinkles } from '../../theme/sprinkles.css';
import { Icon, iconNames, iconSizes } from './Icon';

const meta = {
  title: 'Basics/Icon',
  component: Icon,
  args: { name: 'calendar', size: 'lg', label: '日历' },
  argTypes: { name: { control: 'select', options: iconNames }, size: { control: 'inline-radio', options: iconSizes } },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Gallery: Story = {
  render: () => (
    <ul className={sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'md', padding: 'md', margin: 'none' })}>
      {iconNames.map((name) => (
        <li key={name} className={sprinkles({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 'xxs' })}>
          <Icon name={name} size="lg" />
          <span>{name}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(iconNames.length);
  },
};
