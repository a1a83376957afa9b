import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatReferenceRange, indicatorFlag } from './indicatorFlag';
import { IndicatorTable } from './IndicatorTable';

describe('indicatorFlag', () => {
  it.each([
    [{ name: 'a', result: '6.1', lower: '3.9', upper: '6.1' }, 'normal'],
    [{ name: 'a', result: '6.2', lower: '3.9', upper: '6.1' }, 'high'],
    [{ name: 'a', result: '3.8', lower: 3.9, upper: 6.1 }, 'low'],
    [{ name: 'a', result: '阴性', lower: null, upper: null }, 'normal'],
    [{ name: 'a', result: '阳性', hint: '↑' }, 'high'],
    [{ name: 'a', result: '5', lower: '1', upper: '9', hint: 'L' }, 'low'],
    [{ name: 'a', result: '5', hint: '偏高' }, 'high'],
  ] as const)('%j → %s', (indicator, flag) => {
    expect(indicatorFlag(indicator)).toBe(flag);
  });

  it('formats reference ranges', () => {
    expect(formatReferenceRange({ lower: '3.9', upper: '6.1' })).toBe('3.9-6.1');
    expect(formatReferenceRange({ upper: 5.2 })).toBe('≤5.2');
    expect(formatReferenceRange({ lower: '1.0', upper: '' })).toBe('≥1.0');
    expect(formatReferenceRange({})).toBe('');
  });
});

describe('IndicatorTable', () => {
  it('is a table with column and row headers, flags in text as well as colour', () => {
    render(
      <IndicatorTable
        caption="血脂四项"
        indicators={[
          { name: '总胆固醇', result: '6.8', unit: 'mmol/L', lower: '0', upper: '5.2' },
          { name: '高密度脂蛋白', result: '0.8', unit: 'mmol/L', lower: '1.0', upper: '' },
          { name: '甘油三酯', result: '1.2', unit: 'mmol/L', lower: '0.45', upper: '1.7' },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: '血脂四项' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['项目', '结果', '单位', '参考范围']);
    const high = screen.getByRole('row', { name: /总胆固醇/ });
    expect(within(high).getByText('↑偏高')).toBeInTheDocument();
    expect(high).toHaveAttribute('data-flag', 'high');
    expect(within(screen.getByRole('row', { name: /高密度/ })).getByText('↓偏低')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /甘油三酯/ })).queryByText(/偏/)).toBeNull();
    expect(screen.getByRole('rowheader', { name: '甘油三酯' })).toBeInTheDocument();
  });

  it('says so when there are no indicators', () => {
    render(<IndicatorTable indicators={[]} />);
    expect(screen.getByText('暂无明细')).toBeInTheDocument();
  });
});
