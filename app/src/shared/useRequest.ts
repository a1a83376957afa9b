/** One SDK call tied to a key: it runs when the key changes, and the state never shows another key's answer. */
import { CheckupError, type Result } from '@checkup/sdk';
import { useEffect, useEffectEvent, useState } from 'react';

/** Where a keyed request stands; `idle` while there is no key. */
export type RequestState<T> =
  { status: 'idle' } | { status: 'loading' } | { status: 'ok'; data: T } | { status: 'failed'; error: CheckupError };

/**
 * Runs `request` whenever `key` changes (not when `key` is null) and aborts the previous one; `onFailure` is told
 * about a failed answer once. The returned state belongs to the current key only, so changing the key (another day)
 * shows `loading` at once instead of the previous day's data.
 */
export function useRequest<T>(
  key: string | null,
  request: (signal: AbortSignal) => Promise<Result<T>>,
  onFailure?: (error: CheckupError) => void,
): RequestState<T> {
  const [settled, setSettled] = useState<{ key: string; result: Result<T> } | null>(null);
  const send = useEffectEvent(request);
  const fail = useEffectEvent((error: CheckupError) => onFailure?.(error));

  useEffect(() => {
    if (key === null) return undefined;
    const controller = new AbortController();
    // A request that throws (an answer without the data it maps, e.g. an envelope with no returnData) fails like an
    // unreadable answer instead of leaving the screen waiting for ever.
    void send(controller.signal)
      .catch((cause: unknown): Result<T> => ({
        ok: false,
        error: new CheckupError('decode', 'the answer could not be read', { cause }),
      }))
      .then((result) => {
        if (controller.signal.aborted) return;
        setSettled({ key, result });
        if (!result.ok) fail(result.error);
      });
    return () => controller.abort();
  }, [key]);

  if (key === null) return { status: 'idle' };
  if (settled?.key !== key) return { status: 'loading' };
  return settled.result.ok
    ? { status: 'ok', data: settled.result.data }
    : { status: 'failed', error: settled.result.error };
}
