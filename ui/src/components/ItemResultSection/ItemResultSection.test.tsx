import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ItemResultSection } from './ItemResultSection';

describe('ItemResultSection', () => {
  it('shows the item, its kind, conclusion, doctor and indicators', () => {
    render(
      <ItemResultSection
        title="血常规"
        checkClass="检验"
        conclusion="白细胞偏高"
        doctor="赵医生"
        indicators={[{ name: '白细胞', result: '11.2', unit: '10^9/L', lower: '3.5', upper: '9.5' }]}
      />,
    );
    const section = screen.getByRole('region', { name: '血常规' });
    expect(within(section).getByText('检验')).toBeInTheDocument();
    expect(within(section).getByText('小结').nextElementSibling).toHaveTextContent('白细胞偏高');
    expect(within(section).getByText('检查医生').nextElementSibling).toHaveTextContent('赵医生');
    expect(within(section).getByRole('table')).toHaveTextContent('↑偏高');
  });

  it('has no table for a conclusion-only item', () => {
    render(<ItemResultSection title="心电图" conclusion="窦性心律" />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('窦性心律')).toBeInTheDocument();
  });
});
