import { useEffect, useRef, useState } from 'react';
import { onPageShown } from './onPageShown';

/** Options of {@link useCountdown}. */
export interface UseCountdownOptions {
  /** Absolute deadline in epoch ms on the server's clock; `null` for no countdown. */
  deadline: number | null;
  /**
   * Server clock minus device clock in ms (e.g. from GetTimeStamp); corrects a phone whose clock is off. When given,
   * the count trusts the device clock only together with a reading of it: re-read it when the page is shown again
   * (each new value re-anchors the count).
   */
  serverOffsetMs?: number;
  /** Tick period in ms: 1000 for seconds (default), smaller when milliseconds are shown. */
  intervalMs?: number;
  /** Called once when the time is up, at most once per `finishKey` for the whole browser session. */
  onFinish?: () => void;
  /** Identifies this deadline for the exactly-once `onFinish` (default: the deadline itself). */
  finishKey?: string;
}

/** What {@link useCountdown} returns. */
export interface CountdownState {
  /** Milliseconds left, never negative. */
  remainingMs: number;
  finished: boolean;
}

/**
 * With a server offset, how long a page shown again counts on the monotonic clock alone while the caller's fresh
 * reading is on its way (a same-origin GetTimeStamp takes well under this, even on a slow mobile network).
 */
const RESYNC_GRACE_MS = 2000;

const FINISHED_STORAGE_KEY = 'checkup-ui:countdown-finished';
const finishedKeys = new Set<string>();

/** The finished keys kept in sessionStorage (none when storage is unavailable or holds something else). */
function storedFinishedKeys(): string[] {
  try {
    const stored = JSON.parse(sessionStorage.getItem(FINISHED_STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(stored) ? stored.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

function hasFinished(key: string): boolean {
  return finishedKeys.has(key) || storedFinishedKeys().includes(key);
}

function markFinished(key: string): void {
  finishedKeys.add(key);
  try {
    // Bounded so a long session of resend buttons cannot grow storage without end.
    sessionStorage.setItem(
      FINISHED_STORAGE_KEY,
      JSON.stringify([...storedFinishedKeys().filter((k) => k !== key), key].slice(-50)),
    );
  } catch {
    // Storage unavailable (private mode): the in-memory set still covers re-mounts within this page.
  }
}

/** Forgets which deadlines have finished (tests, or an app that reuses ids). */
export function resetFinishedCountdowns(): void {
  finishedKeys.clear();
  try {
    sessionStorage.removeItem(FINISHED_STORAGE_KEY);
  } catch {
    // nothing stored
  }
}

/**
 * Time left until an absolute deadline. The wall clock (plus the server offset) is read only to anchor the count:
 * when it starts and when the deadline or the offset changes. In between, elapsed time comes from the monotonic
 * `performance.now()`, so changing the device clock during the count changes nothing, visible or hidden.
 *
 * When the page is shown again (timers may have been frozen) the count is re-read at once. Without `serverOffsetMs`
 * it is also re-anchored to the device clock then: a phone's monotonic clock stops while the device sleeps, and the
 * wall clock is the only outside time there is. With `serverOffsetMs` it is not, since a device clock moved while
 * hidden would shift it; the fresh offset the caller reads on showing re-anchors it (and covers the sleep). When no
 * different offset has arrived `RESYNC_GRACE_MS` after showing (the reading failed, e.g. offline, or equals the last
 * one), the count re-anchors to the device clock with the last offset: after a sleep, the best time left there is.
 */
export function useCountdown({
  deadline,
  serverOffsetMs,
  intervalMs = 1000,
  onFinish,
  finishKey,
}: UseCountdownOptions): CountdownState {
  const onFinishRef = useRef(onFinish);
  useEffect(() => {
    onFinishRef.current = onFinish;
  }, [onFinish]);

  const offsetMs = serverOffsetMs ?? 0;
  const serverSynced = serverOffsetMs !== undefined;
  const [remainingMs, setRemainingMs] = useState(() =>
    deadline == null ? 0 : Math.max(0, deadline - (Date.now() + offsetMs)),
  );

  useEffect(() => {
    if (deadline == null) return;
    const key = finishKey ?? `deadline:${deadline}`;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let resync: ReturnType<typeof setTimeout> | undefined;
    // The anchor: the time left (`anchorLeft`) at the monotonic instant `anchorPerf`.
    let anchorPerf = 0;
    let anchorLeft = 0;

    const finish = () => {
      if (!onFinishRef.current || hasFinished(key)) return;
      markFinished(key);
      onFinishRef.current?.();
    };
    const tick = () => {
      const left = Math.max(0, anchorLeft - (performance.now() - anchorPerf));
      setRemainingMs(left);
      if (left <= 0) {
        finish();
        return;
      }
      // Wake on the next display boundary (e.g. the next whole second) rather than drifting by interval.
      timer = setTimeout(tick, left % intervalMs || intervalMs);
    };
    const retick = () => {
      clearTimeout(timer);
      tick();
    };
    const anchor = () => {
      anchorPerf = performance.now();
      anchorLeft = deadline - (Date.now() + offsetMs);
      retick();
    };

    // A different offset restarts this effect, which cancels the pending re-anchor.
    const shownWithOffset = () => {
      retick();
      clearTimeout(resync);
      resync = setTimeout(anchor, RESYNC_GRACE_MS);
    };

    anchor();
    const stopListening = onPageShown(serverSynced ? shownWithOffset : anchor);
    return () => {
      clearTimeout(timer);
      clearTimeout(resync);
      stopListening();
    };
  }, [deadline, offsetMs, serverSynced, intervalMs, finishKey]);

  if (deadline == null) return { remainingMs: 0, finished: false };
  return { remainingMs, finished: remainingMs <= 0 };
}
