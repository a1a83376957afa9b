import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Collapse } from './Collapse';

describe('Collapse', () => {
  it('toggles its content with aria-expanded, by click and keyboard', async () => {
    const onOpenChange = vi.fn();
    render(
      <Collapse title="套餐项目" extra="共3项" onOpenChange={onOpenChange} headingLevel={3}>
        血常规
      </Collapse>,
    );
    const button = screen.getByRole('button', { name: /套餐项目/ });
    expect(screen.getByRole('heading', { level: 3 })).toContainElement(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('血常规')).toBeNull();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('血常规')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });
});
