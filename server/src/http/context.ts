import type { Clock } from '../clock';
import type { ServiceContext } from '../services/context';
import type { ReadCache } from '../services/readCache';
import type { Database } from '../db/schema';
import type { ServerConfig } from '../platform/config';
import type { RateLimiter } from '../platform/rateLimiter';
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
  /** Calendar and slot reads, dropped on every committed capacity change. */
  calendars: ReadCache;
  rsa: RsaKeyPair;
  /** What the business services get (database, clock, settings from the configuration). */
  services: ServiceContext;
}
