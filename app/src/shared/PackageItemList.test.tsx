import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PackageItemList } from './PackageItemList';
import { samplePackageItems } from './testing/samples';

// samplePackageItems' own prices are 25 + 85 = 110; the package sells for another price.
describe('PackageItemList', () => {
  it("heads the items with their count and the package's payable price, not the sum of the items' prices", async () => {
    render(<PackageItemList title="套餐内项目" items={samplePackageItems} price={598} />);
    const toggle = screen.getByRole('button', { name: /套餐内项目/ });
    expect(toggle).toHaveTextContent(/共2项\s*¥598\.00/);
    expect(toggle).not.toHaveTextContent('110.00');
    await userEvent.click(toggle);
    expect(screen.getByText('肝功能八项')).toBeInTheDocument();
    expect(screen.getByText('评估肝脏功能，需空腹')).toBeInTheDocument();
    // The items' own prices add up to neither the package's price nor its original price: not shown.
    expect(screen.queryByText(/85\.00/)).toBeNull();
    expect(screen.queryByText(/25\.00/)).toBeNull();
  });

  it('shows the count alone when the visitor does not pay for the package (a group member)', () => {
    render(<PackageItemList title="套餐项目" items={samplePackageItems} defaultOpen />);
    const toggle = screen.getByRole('button', { name: /套餐项目/ });
    expect(toggle).toHaveTextContent('共2项');
    expect(toggle).not.toHaveTextContent('¥');
    expect(screen.getByText('血常规')).toBeInTheDocument();
  });
});
