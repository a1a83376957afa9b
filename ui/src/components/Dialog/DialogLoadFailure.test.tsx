import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

describe('<DialogHost /> when the dialog code cannot be loaded (broken network)', () => {
  afterEach(() => {
    vi.doUnmock('./DialogView');
    vi.resetModules();
  });

  it('settles the question as not confirmed and leaves the rest of the screen standing', async () => {
    vi.resetModules();
    vi.doMock('./DialogView', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { DialogHost } = await import('./DialogHost');
    const { confirm } = await import('./dialogStore');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <>
        <DialogHost />
        <p>套餐列表</p>
      </>,
    );
    let answer!: Promise<boolean>;
    act(() => {
      answer = confirm({ content: '是否添加体检项目？' });
    });
    await expect(answer).resolves.toBe(false);
    expect(screen.getByText('套餐列表')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
