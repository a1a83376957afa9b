/**
 * The Calendar keeps the months beside the visible one mounted (clipped off, so turning the page builds nothing). In
 * real Chromium (happy-dom has no find-in-page): nothing in them can be found with the browser's find-in-page,
 * focused, reached with Tab or queried by role, before and after the page turns.
 */
import { render } from '@testing-library/react';
import { page, userEvent } from 'vitest/browser';
import { afterEach, describe, expect, it } from 'vitest';
import { Calendar } from '../../src/components/Calendar';
import '../../src/theme/defaultTheme.css';

afterEach(() => {
  document.body.replaceChildren();
  getSelection()?.removeAllRanges();
});

/** Whether the browser's find-in-page matches `text`: `window.find` (not in TypeScript's DOM types), from the top. */
function findable(text: string): boolean {
  getSelection()?.removeAllRanges();
  return (window as unknown as { find(text: string): boolean }).find(text);
}

/** Every element Tab reaches from the top of the page until it leaves the page. */
async function tabStops(): Promise<Element[]> {
  (document.activeElement as HTMLElement | null)?.blur();
  const stops: Element[] = [];
  for (let i = 0; i < 50; i += 1) {
    await userEvent.tab();
    if (document.activeElement === document.body || stops.includes(document.activeElement!)) break;
    stops.push(document.activeElement!);
  }
  return stops;
}

async function calendarWithNeighbours() {
  render(<Calendar today={{ y: 2026, m: 12, d: 8 }} max={{ y: 2027, m: 3, d: 31 }} />);
  await expect.poll(() => document.querySelector('[data-date="2027-01-12"]')).not.toBeNull();
}

describe('the months beside the visible one', () => {
  it('cannot be found, focused or tabbed to', async () => {
    await calendarWithNeighbours();
    const hidden = document.querySelector<HTMLElement>('[data-date="2027-01-12"]')!;
    expect(findable('12月15日')).toBe(true);
    expect(findable('1月12日')).toBe(false);
    hidden.focus();
    expect(document.activeElement).not.toBe(hidden);
    const stops = await tabStops();
    expect(stops).toContain(document.querySelector('[data-date="2026-12-08"]'));
    expect(stops.filter((stop) => stop.closest('[data-date^="2027-01"]'))).toEqual([]);
  });

  it('swap with the visible one when the page turns', async () => {
    await calendarWithNeighbours();
    await userEvent.click(page.getByRole('button', { name: '下个月' }));
    await expect.element(page.getByRole('grid', { name: '2027年1月' })).toBeVisible();
    expect(findable('1月12日')).toBe(true);
    expect(findable('12月15日')).toBe(false);
    expect(page.getByRole('gridcell', { name: /^12月15日/ }).elements()).toEqual([]);
    // Keys still carry the focus into the month that comes into view.
    (document.querySelector('[data-date="2027-01-12"]') as HTMLElement).focus();
    await userEvent.keyboard('{PageDown}');
    await expect.element(page.getByRole('gridcell', { name: /^2月12日/ })).toHaveFocus();
  });
});
