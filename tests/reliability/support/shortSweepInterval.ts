/**
 * Preloaded into a server process by tests (`node --import tsx --import <this file> server/src/main.ts`, see
 * `startServerProcess`'s `preload`): a `setInterval` of exactly CHECKUP_TEST_INTERVAL_FROM ms (the sweep's
 * `sweepIntervalMs`, which the environment cannot set) runs every CHECKUP_TEST_INTERVAL_TO ms instead, and says so
 * on stderr. Nothing else changes: main.ts still decides whether and what it schedules, so a test sees the sweep the
 * server really starts, only sooner.
 */
const from = Number(process.env['CHECKUP_TEST_INTERVAL_FROM']);
const to = Number(process.env['CHECKUP_TEST_INTERVAL_TO']);

if (Number.isFinite(from) && Number.isFinite(to) && to > 0) {
  const original = globalThis.setInterval;
  const shortened = (handler: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    if (ms !== from) return original(handler, ms, ...args);
    process.stderr.write(`[test preload] setInterval of ${from} ms runs every ${to} ms\n`);
    return original(handler, to, ...args);
  };
  globalThis.setInterval = shortened as unknown as typeof setInterval;
}

export {};
