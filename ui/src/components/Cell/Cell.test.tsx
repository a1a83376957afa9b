import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Cell, CellGroup } from './Cell';

describe('Cell / CellGroup', () => {
  it('renders a named list of rows; clickable rows are buttons, href rows are links', async () => {
    const onClick = vi.fn();
    render(
      <CellGroup title="个人中心">
        <Cell title="预约查询" onClick={onClick} />
        <Cell title="体检须知" href="#/notice" />
        <Cell title="姓名" value="张三" />
      </CellGroup>,
    );
    const region = screen.getByRole('region', { name: '个人中心' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: '预约查询' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: '体检须知' })).toHaveAttribute('href', '#/notice');
    expect(screen.getByText('张三')).toBeInTheDocument();
  });
});
