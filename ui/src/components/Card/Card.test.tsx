import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './Card';

describe('Card', () => {
  it('is a region named by its heading', () => {
    render(
      <Card title="个人体检" headingLevel={3}>
        为自己预约健康体检
      </Card>,
    );
    expect(screen.getByRole('region', { name: '个人体检' })).toHaveTextContent('为自己预约健康体检');
    expect(screen.getByRole('heading', { level: 3, name: '个人体检' })).toBeInTheDocument();
  });

  it('is a plain section without a title', () => {
    render(<Card>内容</Card>);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByText('内容')).toBeInTheDocument();
  });
});
