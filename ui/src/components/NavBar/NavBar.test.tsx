import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NavBar } from './NavBar';

describe('NavBar', () => {
  it('shows the title as the page heading and a named back button', async () => {
    const onBack = vi.fn();
    render(<NavBar title="我的预约" onBack={onBack} />);
    expect(screen.getByRole('heading', { level: 1, name: '我的预约' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('has no back button without onBack', () => {
    render(<NavBar title="体检须知" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
