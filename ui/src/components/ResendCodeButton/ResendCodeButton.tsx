import { useState } from 'react';
import { useCountdown } from '../Countdown/useCountdown';
import { Button, type ButtonProps } from '../Button';

/** Props of {@link ResendCodeButton}. */
export interface ResendCodeButtonProps extends Omit<ButtonProps, 'onClick' | 'children' | 'loading'> {
  /**
   * Sends the code. Resolve `false` (or throw) when nothing was sent, e.g. the phone number is invalid:
   * the wait only starts after a successful send.
   */
  onSend: () => boolean | void | Promise<boolean | void>;
  /** Wait before another code may be requested (spec: 60 s). */
  waitSeconds?: number;
  /** Label before the first send; default 获取验证码. */
  label?: string;
  /** Label while waiting; default `重新获取(59s)`. */
  waitingLabel?: (secondsLeft: number) => string;
  /**
   * Controlled wait: the time (ms since the epoch) until which the button waits, e.g. one kept across a page reload;
   * `null` for none. Leave undefined for the button to keep its own.
   */
  waitUntil?: number | null;
  /** Called with the new wait's end after each successful send (controlled or not). */
  onWaitStart?: (until: number) => void;
}

const defaultWaitingLabel = (seconds: number) => `重新获取(${seconds}s)`;

/** The get-code button of a verification-code field: disabled with a countdown for 60 s after each send. */
export function ResendCodeButton({
  onSend,
  waitSeconds = 60,
  label = '获取验证码',
  waitingLabel = defaultWaitingLabel,
  waitUntil,
  onWaitStart,
  disabled,
  ...buttonProps
}: ResendCodeButtonProps) {
  const [sending, setSending] = useState(false);
  const [ownUntil, setOwnUntil] = useState<number | null>(null);
  const until = waitUntil === undefined ? ownUntil : waitUntil;
  const { remainingMs, finished } = useCountdown({ deadline: until });
  const waiting = until != null && !finished;

  const send = async () => {
    setSending(true);
    try {
      const sent = await onSend();
      if (sent !== false) {
        const next = Date.now() + waitSeconds * 1000;
        setOwnUntil(next);
        onWaitStart?.(next);
      }
    } catch {
      // The caller shows its own error (e.g. 网络异常); the button simply stays available.
    } finally {
      setSending(false);
    }
  };

  return (
    <Button
      size="sm"
      variant="text"
      {...buttonProps}
      disabled={disabled || waiting}
      loading={sending}
      onClick={() => void send()}
    >
      {waiting ? waitingLabel(Math.ceil(remainingMs / 1000)) : label}
    </Button>
  );
}
