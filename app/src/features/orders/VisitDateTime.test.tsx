import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisitDateTime } from './VisitDateTime';

describe('VisitDateTime', () => {
  it('shows the date with its weekday and the slot as two runs that each keep to one line', () => {
    const { container } = render(<VisitDateTime date="2026-12-02" slot="08:30-09:00" weekday />);
    expect(container.textContent).toBe('2026-12-02 星期三 08:30-09:00');
    const runs = [...container.querySelectorAll('span')];
    expect(runs.map((run) => run.textContent)).toEqual(['2026-12-02 星期三', '08:30-09:00']);
    // An inline block is wrapped as a whole: the line breaks at the space between the runs, not after 08:30-.
    for (const run of runs) expect(getComputedStyle(run).display).toBe('inline-block');
  });

  it('leaves the weekday out unless asked', () => {
    const { container } = render(<VisitDateTime date="2026-12-02" slot="08:30-09:00" />);
    expect(container.textContent).toBe('2026-12-02 08:30-09:00');
  });
});
