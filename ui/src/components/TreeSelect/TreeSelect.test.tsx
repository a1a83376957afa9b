import { Profiler } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeCatalogue } from './fixtures';
import { TreeSelect } from './TreeSelect';

const catalogue = makeCatalogue(10, 200); // 2,000 items

function setup(props: Partial<Parameters<typeof TreeSelect>[0]> = {}) {
  const onChange = vi.fn();
  render(
    <TreeSelect
      categories={catalogue}
      onChange={onChange}
      footer={<button type="button">立即预约</button>}
      {...props}
    />,
  );
  return { onChange, user: userEvent.setup(), panel: screen.getByRole('tabpanel') };
}
const box = (name: string) => screen.getByRole('checkbox', { name });

describe('TreeSelect', { timeout: 20_000 }, () => {
  it('renders only a window of a 2,000-item catalogue and keeps list positions for screen readers', async () => {
    const { panel, user } = setup({ categories: makeCatalogue(1, 2000) });
    const items = within(panel).getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(5);
    expect(items.length).toBeLessThan(40);
    expect(items[0]).toHaveAttribute('aria-setsize', '2000');
    expect(items[0]).toHaveAttribute('aria-posinset', '1');
    // Rows scrolled out of view (the overscan) skip layout and paint: a keystroke lays out only the rows on screen.
    expect(getComputedStyle(items[0]!).getPropertyValue('content-visibility')).toBe('auto');

    await user.click(box('项目1'));
    await user.keyboard('{End}');
    expect(box('项目2000')).toHaveFocus();
    expect(within(panel).getAllByRole('listitem').length).toBeLessThan(40);
    expect(screen.getByText('项目2000').closest('li')).toHaveAttribute('aria-posinset', '2000');
  });

  it('keeps rows small: a search keystroke remounts every visible row, so each costs few elements', async () => {
    const { user } = setup();
    await user.type(screen.getByRole('searchbox'), '项目1');
    const row = screen.getByRole('checkbox', { name: '项目1' }).closest('li')!;
    // li, main line, checkbox, label, meta, price + currency, category, note toggle + its chevron (svg, path).
    expect(row.querySelectorAll('*').length).toBeLessThanOrEqual(11);
    expect(within(row).getByRole('button', { name: '项目1说明' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('commits a new list’s rows in view first and the overscan rows after', async () => {
    const rowsPerCommit: number[] = [];
    const onChange = vi.fn();
    const rowCount = () => document.querySelectorAll('[role="tabpanel"] li').length;
    render(
      <Profiler id="tree" onRender={() => rowsPerCommit.push(rowCount())}>
        <TreeSelect categories={catalogue} onChange={onChange} />
      </Profiler>,
    );
    const settled = rowCount();
    rowsPerCommit.length = 0;
    await userEvent.setup().type(screen.getByRole('searchbox'), '5');
    // The keystroke's own commit holds the rows in view (no overscan below them); the overscan rows follow.
    expect(rowsPerCommit[0]).toBeLessThan(settled);
    expect(rowsPerCommit.at(-1)).toBe(settled);
    expect(screen.getAllByRole('listitem')).toHaveLength(settled);
    expect(screen.getAllByRole('listitem')[0]).toHaveAttribute('aria-posinset', '1');
  });

  it('shows categories as a vertical tab list with selected-count badges', async () => {
    const { user, onChange } = setup();
    const tablist = screen.getByRole('tablist', { name: '项目分类' });
    expect(tablist).toHaveAttribute('aria-orientation', 'vertical');
    expect(screen.getByRole('tab', { name: '一般检查' })).toHaveAttribute('aria-selected', 'true');
    await user.click(box('项目1'));
    await user.click(box('项目2'));
    expect(onChange).toHaveBeenLastCalledWith(['010001', '010002'], expect.any(Array));
    expect(screen.getByRole('tab', { name: /^一般检查\s*已选2项$/ })).toBeInTheDocument();

    screen.getByRole('tab', { name: /一般检查/ }).focus();
    await user.keyboard('{ArrowDown}');
    const second = screen.getByRole('tab', { name: '影像检查' });
    expect(second).toHaveFocus();
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: '影像检查' })).toBeInTheDocument();
    expect(box('项目201')).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: '外科' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: /^一般检查\s*已选2项$/ })).toHaveFocus();
  });

  it('searches across all categories', async () => {
    const { user } = setup();
    await user.type(screen.getByRole('searchbox', { name: '搜索体检项目' }), '项目1999');
    const results = screen.getByRole('tabpanel', { name: '搜索体检项目：项目1999' });
    expect(within(results).getAllByRole('checkbox')).toHaveLength(1);
    expect(within(results).getByText('外科')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), '不存在');
    expect(screen.getByText('没有找到相关项目')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '眼科' }));
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(box('项目1001')).toBeInTheDocument();
  });

  it('moves one tab stop through the rows with the keyboard and checks with Space', async () => {
    const { user, onChange } = setup();
    await user.tab(); // search
    await user.tab(); // active category tab
    await user.tab(); // first row's checkbox
    expect(box('项目1')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box('项目3')).toHaveFocus();
    await user.keyboard(' ');
    expect(box('项目3')).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(['010003'], expect.any(Array));
    await user.keyboard('{Home}');
    expect(box('项目1')).toHaveFocus();
    const tabbable = screen.getAllByRole('checkbox').filter((el) => el.tabIndex === 0);
    expect(tabbable).toEqual([box('项目1')]);
  });

  it('keeps the tab stop and the arrow keys off items already in the package that have no note', async () => {
    const included = { value: 'A1', label: '血常规', price: 20, disabled: true };
    const categories = [
      {
        value: 'A',
        label: '检验项目',
        items: [
          included,
          { value: 'A2', label: '肝功能', price: 60 },
          { ...included, value: 'A3', label: '尿常规' },
          { value: 'A4', label: '肾功能', price: 50 },
        ],
      },
    ];
    const { user } = setup({ categories });
    await user.tab(); // search
    await user.tab(); // category tab
    await user.tab(); // the first row that can take focus
    expect(box('肝功能')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(box('肾功能')).toHaveFocus();
    await user.keyboard('{ArrowUp}{Home}');
    expect(box('肝功能')).toHaveFocus();
  });

  it('shows a list whose every row is already in the package and has no note (no row takes the tab stop)', () => {
    const categories = [
      { value: 'A', label: '检验项目', items: [{ value: 'A1', label: '血常规', price: 20, disabled: true }] },
    ];
    setup({ categories });
    expect(box('血常规')).toBeDisabled();
    expect(screen.getAllByRole('checkbox').filter((el) => el.tabIndex === 0)).toEqual([]);
  });

  it('never checks an item already in the package', async () => {
    const { user, onChange } = setup();
    const disabled = box('项目7');
    expect(disabled).toBeDisabled();
    expect(disabled).toHaveAccessibleDescription(/已包含/);
    await user.click(disabled);
    expect(disabled).not.toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('opens and closes an item note by button and by arrow keys', async () => {
    const { user } = setup();
    const toggle = screen.getByRole('button', { name: '项目1说明' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/项目1的说明/)).toBeVisible();
    box('项目1').focus();
    await user.keyboard('{ArrowLeft}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/项目1的说明/)).toBeNull();
    await user.keyboard('{ArrowRight}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows the rule’s refusal message and keeps the box unchecked', async () => {
    const { user } = setup({
      canToggle: ({ item, checked }) => (checked && item.value === '010002' ? '该项目需要到现场增加' : true),
    });
    await user.click(box('项目2'));
    expect(box('项目2')).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('该项目需要到现场增加');
    await user.click(box('项目1'));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('moves focus through tabs and rows with the keyboard inside a shadow root', async () => {
    const host = document.body.appendChild(document.createElement('div'));
    const shadow = host.attachShadow({ mode: 'open' });
    const container = shadow.appendChild(document.createElement('div'));
    const { unmount } = render(<TreeSelect categories={catalogue} />, { container });
    const user = userEvent.setup();
    const inShadow = within(container as unknown as HTMLElement);
    inShadow.getByRole('tab', { name: '一般检查' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(shadow.activeElement).toBe(inShadow.getByRole('tab', { name: '影像检查' }));
    inShadow.getByRole('checkbox', { name: '项目201' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(shadow.activeElement).toBe(inShadow.getByRole('checkbox', { name: '项目202' }));
    await user.keyboard('{End}');
    expect(shadow.activeElement).toBe(inShadow.getByRole('checkbox', { name: '项目400' }));
    unmount();
    host.remove();
  });

  it('renders the footer slot', () => {
    setup();
    expect(screen.getByRole('button', { name: '立即预约' })).toBeInTheDocument();
  });
});
