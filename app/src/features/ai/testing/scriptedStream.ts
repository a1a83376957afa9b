/** A stand-in for `streamChatCompletion` in screen tests: yields the given deltas, then ends, fails or waits for abort. */
import type { ChatCompletionOptions, CheckupClient } from '@checkup/sdk';
import { vi } from 'vitest';

export type StreamEnd = 'done' | 'hang' | Error;

function scriptedStream(deltas: readonly string[], end: StreamEnd = 'done') {
  const signals: AbortSignal[] = [];
  const stream = vi.fn(async function* ({ signal }: ChatCompletionOptions): AsyncGenerator<string, void, undefined> {
    if (signal) signals.push(signal);
    for (const delta of deltas) {
      await Promise.resolve();
      yield delta;
    }
    if (end === 'done') return;
    if (end === 'hang') {
      // Like the SDK: an aborted stream ends quietly.
      await new Promise<void>((resolve) => signal?.addEventListener('abort', () => resolve(), { once: true }));
      return;
    }
    throw end;
  });
  return { stream, signals };
}

/** Puts a scripted stream into the fake client of `renderRoute`. */
export function installScriptedStream(api: CheckupClient, deltas: readonly string[], end?: StreamEnd) {
  const scripted = scriptedStream(deltas, end);
  api.streamChatCompletion = scripted.stream;
  return scripted;
}
