import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sprinkles } from '../../theme/sprinkles.css';
import { Cell, CellGroup } from '../Cell';
import { Tag } from '../Tag';
import { Card } from './Card';
import { componentDocs } from '../../../../.storybook/componentDocs';

const meta = {
  title: 'Basics/Card',
  component: Card,
  args: { title: '团体体检', children: '单位员工凭单位名称、身份证号和手机号登录后预约。' },
  decorators: [
    (Story) => (
      <div className={sprinkles({ padding: 'md' })}>
        <Story />
      </div>
    ),
  ],
  argTypes: {
    title: { control: 'text', description: 'Heading of the card; also names the card as a region.' },
    headingLevel: {
      control: 'inline-radio',
      options: [2, 3, 4],
      description: 'Heading level of the title, to fit the page outline.',
    },
    extra: { control: false, description: 'Content right of the title (a `Tag`, a `Link`).' },
    className: { control: false, description: 'Extra class on the root.' },
    children: { control: 'text', description: 'Body of the card.' },
  },
  tags: ['stable'],
  ...componentDocs(
    'stable',
    `A rounded surface that groups related content under an optional title (a package's facts, a member's details).

**Use it** to group content on a page. **Do not use it** when the whole card should open something (use
\`ActionCard\`) or to nest cards in cards.

**States**: with title, with title and extra, without title, with a \`CellGroup\` inside.

**Accessibility**: a \`<section>\`; with a title it is a region named by its heading (\`headingLevel\` keeps the page
outline), so a screen reader lists it among the landmarks. No keyboard behaviour of its own.

\`\`\`tsx
<Card title="团体体检" extra={<Tag tone="success">可预约</Tag>}>单位员工凭单位名称、身份证号和手机号登录后预约。</Card>
\`\`\``,
  ),
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithTitle: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: '团体体检' })).toBeVisible();
  },
};

export const WithExtra: Story = { args: { extra: <Tag tone="success">可预约</Tag> } };

export const Plain: Story = { args: { title: undefined } };

/**
 * A 320-wide phone, /TeamDetails' member card: the rows of a CellGroup start under the card's title (the card's
 * padding is their inset), not one padding deeper.
 */
export const NarrowPhoneWithCells: Story = {
  args: {
    title: '单位员工体检套餐（男）',
    children: (
      <CellGroup>
        <Cell title="单位" value="示范市数智科技有限公司" />
        <Cell title="姓名" value="陈明" />
        <Cell title="自费额度" value="¥500.00" />
      </CellGroup>
    ),
  },
  globals: { viewport: { value: 'iphoneSE1', isRotated: false } },
};
