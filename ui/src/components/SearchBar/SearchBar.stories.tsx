import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchBar } from './SearchBar';
import { componentDocs } from '../../../../.storybook/componentDocs';

const meta = {
  title: 'Form/SearchBar',
  component: SearchBar,
  args: { label: '搜索套餐', placeholder: '请输入套餐名称', onChange: fn(), onSearch: fn() },
  argTypes: {
    value: { control: 'text', description: 'Controlled text.' },
    defaultValue: { control: 'text', description: 'Initial text when uncontrolled.' },
    onChange: { description: 'Called on every edit (debounce it with `useDebounce` for live filtering).' },
    onSearch: { description: "Called on Enter or the keyboard's search key." },
    placeholder: { control: 'text', description: 'Placeholder, e.g. 请输入套餐名称.' },
    label: { control: 'text', description: 'Accessible name of the input (default 搜索).' },
    maxLength: { control: 'number', description: 'Longest text accepted.' },
  },
  tags: ['stable'],
  ...componentDocs(
    'stable',
    `A search box with a clear button, e.g. above the package list or the add-on items.

**Use it** to filter or search a list. **Do not use it** to pick one value for a form (use \`Combobox\`) or as a
general text field (use \`Field\`).

**States**: empty, with text (clear button), narrow phone.

**Accessibility**: a \`search\` landmark holding an input of type search named by \`label\` ("搜索套餐, 搜索框");
the clear button is named 清除; Enter (the keyboard's 搜索 key) calls \`onSearch\`.

\`\`\`tsx
<SearchBar label="搜索套餐" placeholder="请输入套餐名称" onChange={setQuery} onSearch={search} />
\`\`\``,
  ),
} satisfies Meta<typeof SearchBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Search: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索套餐' }), '基础{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('基础');
  },
};

export const WithText: Story = { args: { defaultValue: '女性' } };

/** A 320-wide phone: the input is as high as the pill (44 px), so a tap above or below the placeholder still focuses it. */
export const NarrowPhone: Story = {
  globals: { viewport: { value: 'iphoneSE1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox').getBoundingClientRect().height).toBeGreaterThanOrEqual(
      44,
    );
  },
};
