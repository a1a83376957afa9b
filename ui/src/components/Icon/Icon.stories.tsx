import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sprinkles } from '../../theme/sprinkles.css';
import * as glyphs from './glyphs';
import { Icon, iconSizes } from './Icon';

const meta = {
  title: 'Basics/Icon',
  component: Icon,
  args: { icon: glyphs.calendarIcon, size: 'lg', label: '日历' },
  argTypes: {
    icon: { control: 'select', options: Object.keys(glyphs), mapping: glyphs },
    size: { control: 'inline-radio', options: iconSizes },
  },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Gallery: Story = {
  render: () => (
    <ul className={sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'md', padding: 'md', margin: 'none' })}>
      {Object.entries(glyphs).map(([name, glyph]) => (
        <li key={name} className={sprinkles({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 'xxs' })}>
          <Icon icon={glyph} size="lg" />
          <span>{name.replace(/Icon$/, '')}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(Object.keys(glyphs).length);
  },
};
