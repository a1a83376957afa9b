import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import type { ServerConfig } from './config';
import { purgeEndedCounts } from './rateLimiter';
import { SessionStore } from './sessions';
import { platformDb } from './tables';

/** A periodic task the sweep runs; errors are logged, the next round runs anyway. */
export type SweepTask = () => Promise<unknown>;

/**
 * Starts the periodic sweep: the given business tasks (order expiry and the like) plus the platform's own cleanup of
 * expired sessions. Rounds never overlap. Safe with several instances: each task claims its rows under row locks that
 * other instances skip (order expiry, the refunds owed), takes an advisory lock (the capacity window) or is a single
 * set-based statement (the session purge, the purge of ended limit counts).
 */
export function startSweep(
  db: Database,
  clock: Clock,
  config: ServerConfig,
  log: FastifyBaseLogger,
  tasks: SweepTask[] = [],
): { stop(): void } {
  const platform = platformDb(db);
  const now = () => clock.now();
  // Only the purge method is used: the secret does not matter for it.
  const sessions = new SessionStore(platform, '', now);
  const all: SweepTask[] = [...tasks, () => sessions.purgeExpired(), () => purgeEndedCounts(db, now())];
  let running = false;
  const round = async () => {
    if (running) return;
    running = true;
    for (const task of all) {
      try {
        await task();
      } catch (err) {
        log.error({ err }, 'sweep task failed');
      }
    }
    running = false;
  };
  const timer = setInterval(() => void round(), config.sweepIntervalMs);
  void round();
  return { stop: () => clearInterval(timer) };
}
