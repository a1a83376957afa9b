import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sprinkles } from '../../theme/sprinkles.css';
import * as glyphs from './glyphs';
import { Icon, iconSizes } from './Icon';
import { componentDocs } from '../../../../.storybook/componentDocs';

const meta = {
  title: 'Basics/Icon',
  component: Icon,
  args: { icon: glyphs.calendarIcon, size: 'lg', label: '日历' },
  argTypes: {
    icon: {
      control: 'select',
      options: Object.keys(glyphs),
      mapping: glyphs,
      description: 'The glyph, e.g. `chevronIcon`; each is its own export so only those used are bundled.',
    },
    size: { control: 'inline-radio', options: iconSizes, description: '`inherit` follows the text size.' },
    label: { control: 'text', description: 'Accessible name; leave it out when a text label sits next to the icon.' },
    className: { control: false, description: 'Extra class on the SVG.' },
  },
  tags: ['stable'],
  ...componentDocs(
    'stable',
    `An inline SVG icon in the current text colour.

**Use it** beside a text label (in a \`Cell\`, a \`Button\`) or alone with a \`label\`. **Do not use it** as a button on
its own (wrap it in a \`Button\` with a name) or for pictures (use \`<img alt>\`).

**States**: the sizes sm, md, lg and inherit; decorative or labelled; the gallery of every glyph.

**Accessibility**: without \`label\` it is \`aria-hidden\` (the text beside it speaks); with \`label\` it is
\`role="img"\` read by that name ("日历, 图像").

\`\`\`tsx
<Icon icon={calendarIcon} size="lg" label="日历" />
\`\`\``,
  ),
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Gallery: Story = {
  render: () => (
    <ul className={sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'md', padding: 'md', margin: 'none' })}>
      {Object.entries(glyphs).map(([name, glyph]) => (
        <li
          key={name}
          className={sprinkles({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 'xxs' })}
        >
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
