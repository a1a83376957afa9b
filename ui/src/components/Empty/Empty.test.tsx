import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button';
import { Empty } from './Empty';

describe('Empty', () => {
  it('says what is missing and offers the next step', () => {
    render(
      <Empty description="暂无体检订单">
        <Button>去预约</Button>
      </Empty>,
    );
    expect(screen.getByText('暂无体检订单')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '去预约' })).toBeInTheDocument();
  });
});
