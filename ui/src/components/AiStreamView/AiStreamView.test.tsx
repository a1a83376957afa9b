import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AiStreamView } from './AiStreamView';
import { toPlainTextBlocks } from './plainTextBlocks';

describe('toPlainTextBlocks', () => {
  it('turns headings, bullets and numbered lines into blocks', () => {
    expect(
      toPlainTextBlocks('## 总体评价\n您的指标**大致正常**。\n\n- 血压偏高\n- 血脂偏高\n1. 低盐饮食\n2、规律运动'),
    ).toEqual([
      { kind: 'heading', text: '总体评价' },
      { kind: 'paragraph', text: '您的指标大致正常。' },
      { kind: 'bullets', items: ['血压偏高', '血脂偏高'] },
      { kind: 'numbered', items: ['低盐饮食', '规律运动'] },
    ]);
  });
});

describe('AiStreamView', () => {
  it('renders streamed text as text, never as HTML', () => {
    const { container } = render(
      <AiStreamView status="streaming" text={'<img src=x onerror="alert(1)"><b>粗体</b>\n- 第一条'} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText('<img src=x onerror="alert(1)"><b>粗体</b>')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('第一条');
  });

  it('is a polite live region, busy while streaming, with a stop button', async () => {
    const onStop = vi.fn();
    const { rerender } = render(
      <AiStreamView status="streaming" text="" onStop={onStop} onRetry={vi.fn()} label="报告解读" />,
    );
    const region = screen.getByRole('region', { name: '报告解读' });
    const live = region.querySelector('[aria-live="polite"]');
    expect(live).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('正在生成，请稍候…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重新生成' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '停止生成' }));
    expect(onStop).toHaveBeenCalledTimes(1);

    rerender(<AiStreamView status="done" text="解读完成。" onStop={onStop} label="报告解读" />);
    expect(live).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers retry after an error or a stop', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(<AiStreamView status="error" text="部分内容" onRetry={onRetry} />);
    expect(screen.getByText('生成失败，请重试')).toBeInTheDocument();
    expect(screen.getByText('部分内容')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重新生成' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(<AiStreamView status="stopped" text="部分内容" onRetry={onRetry} />);
    expect(screen.getByText('已停止生成')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新生成' })).toBeInTheDocument();
  });

  it('keeps the focus on its button as stop turns into retry and back', async () => {
    const { rerender } = render(<AiStreamView status="streaming" text="部分" onStop={vi.fn()} onRetry={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: '停止生成' }));
    rerender(<AiStreamView status="stopped" text="部分" onStop={vi.fn()} onRetry={vi.fn()} />);
    expect(screen.getByRole('button', { name: '重新生成' })).toHaveFocus();
    rerender(<AiStreamView status="streaming" text="" onStop={vi.fn()} onRetry={vi.fn()} />);
    expect(screen.getByRole('button', { name: '停止生成' })).toHaveFocus();
  });
});
