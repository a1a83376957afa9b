import { Button } from '../Button';
import * as css from './AiStreamView.css';
import { PlainText } from './PlainText';

/** Where the stream is: not started, arriving, complete, failed, or stopped by the user. */
export const AI_STREAM_STATUSES = ['idle', 'streaming', 'done', 'error', 'stopped'] as const;
export type AiStreamStatus = (typeof AI_STREAM_STATUSES)[number];

/** Props of {@link AiStreamView}. */
export interface AiStreamViewProps {
  /** Text received so far (plain text; simple markdown lists and headings are formatted, HTML is shown as text). */
  text: string;
  status: AiStreamStatus;
  /** Aborts the stream; the stop button shows while streaming. */
  onStop?: () => void;
  /** Starts again; the retry button shows after an error or a stop. */
  onRetry?: () => void;
  /** Accessible name of the answer region, e.g. 报告解读. */
  label?: string;
  stopLabel?: string;
  retryLabel?: string;
  /** Shown while waiting for the first characters. */
  waitingText?: string;
  /** Shown after a failure. */
  errorText?: string;
  /** Shown after the user stopped the answer. */
  stoppedText?: string;
  className?: string;
}

/**
 * Shows a language-model answer as it streams in, safely (React text only, never `innerHTML`). The answer region
 * is a polite live region marked busy while streaming, so screen readers read it once it settles, not per token.
 */
export function AiStreamView({
  text,
  status,
  onStop,
  onRetry,
  label = 'AI解读',
  stopLabel = '停止生成',
  retryLabel = '重新生成',
  waitingText = '正在生成，请稍候…',
  errorText = '生成失败，请重试',
  stoppedText = '已停止生成',
  className,
}: AiStreamViewProps) {
  const streaming = status === 'streaming';
  const ended = status === 'error' || status === 'stopped';
  // One button that changes from stop to retry and back: the element stays, so the focus on it does too.
  const action =
    streaming && onStop
      ? { label: stopLabel, onClick: onStop, variant: 'default' as const }
      : ended && onRetry
        ? { label: retryLabel, onClick: onRetry, variant: 'primary' as const }
        : undefined;
  return (
    <section className={className ? `${css.root} ${className}` : css.root} aria-label={label}>
      <div aria-live="polite" aria-busy={streaming} aria-atomic="false">
        <PlainText text={text} />
        {streaming && <span className={css.caret} aria-hidden="true" />}
      </div>
      <div aria-live="polite">
        {streaming && !text && <p className={css.status}>{waitingText}</p>}
        {status === 'error' && <p className={css.error}>{errorText}</p>}
        {status === 'stopped' && <p className={css.status}>{stoppedText}</p>}
      </div>
      {action && (
        <div className={css.actions}>
          <Button size="sm" variant={action.variant} onClick={action.onClick}>
            {action.label}
          </Button>
        </div>
      )}
    </section>
  );
}
