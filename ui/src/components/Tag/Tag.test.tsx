import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Tag } from './Tag';

describe('Tag', () => {
  it('renders its text with a different class per tone', () => {
    render(
      <>
        <Tag tone="warning">待付款</Tag>
        <Tag tone="success">已完成</Tag>
      </>,
    );
    const pending = screen.getByText('待付款');
    const done = screen.getByText('已完成');
    expect(pending.className).not.toBe(done.className);
  });
});
