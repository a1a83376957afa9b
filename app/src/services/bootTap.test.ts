import { describe, expect, it } from 'vitest';
import { takeBootTap } from './bootTap';

describe('takeBootTap', () => {
  it('answers the frame’s last tap once', () => {
    const page = { checkupBootTap: 'reports' } as Window;
    expect(takeBootTap(page)).toBe('reports');
    expect(takeBootTap(page)).toBeUndefined();
  });

  it('ignores and clears anything that is not one of the frame’s buttons', () => {
    const page = { checkupBootTap: 'javascript:alert(1)' } as Window;
    expect(takeBootTap(page)).toBeUndefined();
    expect(page.checkupBootTap).toBeUndefined();
  });
});
