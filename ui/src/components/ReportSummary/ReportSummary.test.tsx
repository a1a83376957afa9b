import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReportSummary } from './ReportSummary';

describe('ReportSummary', () => {
  it('shows summary and suggestions as safe text with paragraphs and lists', () => {
    const { container } = render(
      <ReportSummary
        summary={'1. 血压偏高\n2. 总胆固醇偏高<script>alert(1)</script>'}
        suggestions={'建议低盐饮食。\n建议半年后复查。'}
      />,
    );
    expect(screen.getByRole('region', { name: '总检结论' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText('总胆固醇偏高<script>alert(1)</script>')).toBeInTheDocument();
    const suggestions = screen.getByRole('region', { name: '健康建议' });
    expect(suggestions.querySelectorAll('p')).toHaveLength(2);
  });

  it('says 暂无 for an empty section and hides an absent one', () => {
    render(<ReportSummary summary="  " />);
    expect(screen.getByText('暂无')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '健康建议' })).toBeNull();
  });
});
