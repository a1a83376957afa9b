/**
 * A streamed AI answer as React state (docs/product/orders-reports-access.md §4 "AI streaming"): deltas are appended as they
 * arrive, `stop` aborts, and leaving the view aborts too (the AbortController is aborted in the effect cleanup).
 */
import { CheckupError, type ChatMessage } from '@checkup/sdk';
import type { AiStreamStatus } from '@checkup/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { serverMessage } from '../../shared/failureMessages';
import { useApi } from '../../services/AppServices';

export interface AiStream {
  text: string;
  status: AiStreamStatus;
  /** What to show after a failure: the server's message when it gave one, else `fallback`. */
  error: string | undefined;
  /** Starts (or restarts) the answer for these messages. */
  start: (messages: ChatMessage[]) => void;
  stop: () => void;
}

/** `fallback` is the screen's own failure text. */
export function useAiStream(fallback: string): AiStream {
  const api = useApi();
  const [state, setState] = useState<{ text: string; status: AiStreamStatus; error?: string }>({
    text: '',
    status: 'idle',
  });
  const current = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      current.current?.abort();
      current.current = null;
    },
    [],
  );

  const start = useCallback(
    (messages: ChatMessage[]) => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      setState({ text: '', status: 'streaming' });
      void (async () => {
        try {
          for await (const delta of api.streamChatCompletion({ messages, signal: controller.signal })) {
            if (controller.signal.aborted) return;
            setState((previous) => ({ ...previous, text: previous.text + delta }));
          }
          if (!controller.signal.aborted) setState((previous) => ({ ...previous, status: 'done' }));
        } catch (error) {
          if (controller.signal.aborted) return;
          const message = error instanceof CheckupError ? (serverMessage(error) ?? fallback) : fallback;
          setState((previous) => ({ ...previous, status: 'error', error: message }));
        }
      })();
    },
    [api, fallback],
  );

  const stop = useCallback(() => {
    current.current?.abort();
    current.current = null;
    setState((previous) => (previous.status === 'streaming' ? { ...previous, status: 'stopped' } : previous));
  }, []);

  return { text: state.text, status: state.status, error: state.error, start, stop };
}
