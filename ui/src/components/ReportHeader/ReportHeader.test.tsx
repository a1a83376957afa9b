import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReportHeader } from './ReportHeader';

describe('ReportHeader', () => {
  it('shows the patient fields with the ID masked', () => {
    render(
      <ReportHeader
        name="张三"
        sex="male"
        age={36}
        reportNo="2026120100012"
        date="2026-12-01"
        doctor="李医生"
        idNumber="110101199003071234"
      />,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('张三男 36岁');
    expect(screen.getByText('体检号').nextElementSibling).toHaveTextContent('2026120100012');
    expect(screen.getByText('体检日期').nextElementSibling).toHaveTextContent('2026-12-01');
    expect(screen.getByText('主检医生').nextElementSibling).toHaveTextContent('李医生');
    const id = screen.getByText('证件号码').nextElementSibling;
    expect(screen.getByText('110101******071234')).toHaveAttribute('aria-hidden', 'true');
    // Spoken as the kept parts and the count hidden, not as a row of stars.
    expect(id).toHaveTextContent('110101 隐藏6位 071234');
    expect(screen.queryByText('110101199003071234')).toBeNull();
  });

  it('omits missing fields and says 女 for female', () => {
    render(<ReportHeader name="王芳" sex="female" headingLevel={1} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('王芳女');
    expect(screen.queryByText('体检号')).toBeNull();
  });
});
