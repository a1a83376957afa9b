import type { Clock } from '../clock';
import type { ServiceContext } from '../services/context';
import type { ReadCache } from '../services/readCache';
import type { Database } from '../db/schema';
import type { ServerConfig } from '../platform/config';
import type { DailyQuota, RateLimiter } from '../platform/rateLimiter';
import type { RsaKeyPair } from '../platform/secrets';
import type { SessionStore } from '../platform/sessions';
import type { TokenSigner } from '../platform/tokens';

/** What the handlers of one app instance share. */
export interface HttpContext {
  db: Database;
  clock: Clock;
  config: ServerConfig;
  tokens: TokenSigner;
  sessions: SessionStore;
  rateLimiter: RateLimiter;
  /** Model requests per client IP per Shanghai day (`ai.dailyLimit`): tokens are free to get, so it counts per IP. */
  aiQuota: DailyQuota;
  /** Calendar and slot reads, dropped on every committed capacity change. */
  calendars: ReadCache;
  rsa: RsaKeyPair;
  /** What the business services get (database, clock, settings from the configuration). */
  services: ServiceContext;
}
