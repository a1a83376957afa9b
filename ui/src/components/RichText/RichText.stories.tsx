import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sprinkles } from '../../theme/sprinkles.css';
import { RichText } from './RichText';
import { componentDocs } from '../../../../.storybook/componentDocs';

const meta = {
  title: 'Basics/RichText',
  component: RichText,
  args: {
    html:
      '<h2>体检须知</h2><p>1. 体检前一天请清淡饮食，晚上十点后禁食。</p><p>2. 体检当天请携带<strong>身份证</strong>。</p>' +
      '<table><tr><th>项目</th><th>注意事项</th></tr><tr><td>抽血</td><td>空腹</td></tr></table>',
    className: sprinkles({ padding: 'md' }),
  },
  argTypes: {
    html: {
      control: 'text',
      description: 'HTML from the server (e.g. the check-up notice); sanitised before rendering.',
    },
    className: { control: false, description: 'Extra class on the root.' },
  },
  tags: ['beta'],
  ...componentDocs(
    'beta',
    `Server HTML shown safely, e.g. 体检须知: no scripts, no event handlers, no \`javascript:\` URLs.

**Use it** for content the hospital edits as HTML. **Do not use it** for plain text from the data (use
\`ReportSummary\`) or for model answers (use \`AiStreamView\`).

**States**: a notice with headings, emphasis and a table; hostile input rendered harmless.

**Accessibility**: the HTML's own headings, lists and tables are kept, so a screen reader navigates them as usual;
write headings and table headers in the content for that.

\`\`\`tsx
<RichText html={notice.content} />
\`\`\``,
  ),
} satisfies Meta<typeof RichText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Notice: Story = {};

export const HostileInput: Story = {
  args: {
    html: '<p>正常内容</p><img src="x" alt="" onerror="document.body.dataset.pwned=1"><script>document.body.dataset.pwned=1</script><a href="javascript:alert(1)">链接</a>',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('正常内容')).toBeVisible();
    await expect(document.body.dataset.pwned).toBeUndefined();
    await expect(canvasElement.querySelector('script, [onerror]')).toBeNull();
    await expect(within(canvasElement).getByText('链接')).not.toHaveAttribute(
      'href',
      expect.stringContaining('javascript'),
    );
  },
};
