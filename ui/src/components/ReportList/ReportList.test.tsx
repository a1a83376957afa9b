import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReportList, type ReportYearGroup } from './ReportList';

const groups: ReportYearGroup[] = [
  { year: '2026', reports: [{ name: '2026年度健康体检', no: '2026120100012', date: '2026-12-01' }] },
  {
    year: '2025',
    reports: [
      { name: '入职体检', no: '2025030100007', date: '2025-03-01' },
      { name: '2025年度健康体检', no: '2025110800021', date: '2025-11-08' },
    ],
  },
];

describe('ReportList', () => {
  it('groups reports by year and opens one', async () => {
    const onSelect = vi.fn();
    render(<ReportList groups={groups} onSelect={onSelect} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['2026', '2025']);
    await userEvent.click(screen.getByRole('button', { name: /入职体检/ }));
    expect(onSelect).toHaveBeenCalledWith(groups[1]!.reports[0]);
  });

  it("filters by year, picked in the kit's bottom sheet (no native select)", async () => {
    const onYearChange = vi.fn();
    render(<ReportList groups={groups} onSelect={vi.fn()} onYearChange={onYearChange} />);
    expect(screen.queryByRole('combobox')).toBeNull();
    const pick = async (year: string) => {
      await userEvent.click(screen.getByRole('button', { name: /^年份/ }));
      const sheet = await screen.findByRole('dialog', { name: '年份' });
      await userEvent.click(within(sheet).getByRole('button', { name: year }));
    };
    await pick('2025');
    expect(onYearChange).toHaveBeenCalledWith('2025');
    expect(screen.getByRole('button', { name: '年份 2025' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '2026' })).toBeNull();
    expect(screen.getAllByRole('button', { name: /体检/ })).toHaveLength(2);
    await pick('全部');
    expect(screen.getByRole('button', { name: '年份 全部' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /体检/ })).toHaveLength(3);
  });

  it('shows 暂无报告数据 without reports', () => {
    render(<ReportList groups={[]} onSelect={vi.fn()} />);
    expect(screen.getByText('暂无报告数据')).toBeInTheDocument();
  });
});
