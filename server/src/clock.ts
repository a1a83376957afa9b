/**
 * The server's notion of "now". Services take a {@link Clock} instead of calling `Date.now()` so tests and the
 * sandbox clock endpoint can move time (payment window, cancel deadline, code expiry) without waiting.
 */
export interface Clock {
  /** The current instant. */
  now(): Date;
  /** Milliseconds added to the real time (0 unless moved by the sandbox clock or a test). */
  offsetMs(): number;
  /** Moves the clock so that `now()` returns real time plus `offsetMs`. */
  setOffsetMs(offsetMs: number): void;
}

/** A clock that follows the system time plus an adjustable offset. */
export function systemClock(initialOffsetMs = 0): Clock {
  let offset = initialOffsetMs;
  return {
    now: () => new Date(Date.now() + offset),
    offsetMs: () => offset,
    setOffsetMs: (offsetMs) => {
      offset = offsetMs;
    },
  };
}

/** A clock frozen at `start` until moved; for tests that need exact instants. */
export function fixedClock(start: Date): Clock & { advance(ms: number): void } {
  const base = start.getTime();
  let offset = 0;
  return {
    now: () => new Date(base + offset),
    offsetMs: () => offset,
    setOffsetMs: (offsetMs) => {
      offset = offsetMs;
    },
    advance: (ms) => {
      offset += ms;
    },
  };
}
