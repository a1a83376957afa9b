/**
 * The reference server as the provider under verification: one in-memory PGlite database (migrated, demo data) shared
 * by several app instances that differ only in configuration (the server is stateless, so that is what several
 * deployments would be), behind one HTTP listener on port 0. A provider state picks the instance that answers.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import {
  buildApp,
  createDatabase,
  type Database,
  defaultConfig,
  fixedClock,
  migrate,
  seed,
  type ServerConfig,
  testConfig,
  UpstreamFaults,
} from '@checkup/server/testing';

/** "Now" for every verification: 2026-11-22 09:40 in Shanghai, the day the contract's examples were recorded. */
export const VERIFICATION_NOW = new Date('2026-11-22T01:40:00Z');

/** Configurations a state may need besides the default one. */
const PROVIDER_MODES = {
  default: {},
  /** Every request is over the limit. */
  rateLimited: { rateLimit: { max: 0, windowMs: 60_000 } },
  /** POST /sandbox/clock answers 404. */
  clockControlDisabled: { sandboxClock: false },
  /** The public client id is another one, so checkup-web is unknown. */
  unknownClient: { publicClientId: 'hospital-web' },
  /** The upstream language model cannot be reached. */
  upstreamDown: { ai: { ...defaultConfig().ai, baseUrl: 'http://127.0.0.1:9', apiKey: 'unused', chunkDelayMs: 0 } },
  /** Online payment switched off (orders are booked in state F). */
  payOff: { runtime: { ...defaultConfig().runtime, payEnabled: false } },
  /** Gives up on an outside system after 300 ms (the states where one never answers; the others keep 8 s). */
  shortTimeLimit: { upstreamTimeoutMs: 300 },
} satisfies Record<string, Partial<ServerConfig>>;

type ProviderMode = keyof typeof PROVIDER_MODES;

export interface ProviderApp {
  baseUrl: string;
  db: Database;
  clock: ReturnType<typeof fixedClock>;
  /** The instance of the default configuration (for setting states up through the API). */
  app: FastifyInstance;
  /** Outages of the outside systems, shared by every instance (switched by the outage states only). */
  faults: UpstreamFaults;
  /** Which configuration answers the next requests. */
  use(mode: ProviderMode): void;
  close(): Promise<void>;
}

/** Starts the provider on 127.0.0.1, port 0. */
export async function startProviderApp(): Promise<ProviderApp> {
  const clock = fixedClock(VERIFICATION_NOW);
  const db = await createDatabase({ dataDir: 'memory://' });
  await migrate(db);
  await seed(db, clock);
  const faults = new UpstreamFaults();
  const instances = new Map<ProviderMode, FastifyInstance>();
  for (const [mode, overrides] of Object.entries(PROVIDER_MODES) as [ProviderMode, Partial<ServerConfig>][]) {
    const instance = await buildApp({
      db,
      clock,
      config: testConfig({ rateLimit: { max: 1_000_000, windowMs: 60_000 }, ...overrides }),
      faults,
    });
    await instance.ready();
    instances.set(mode, instance);
  }
  let current: ProviderMode = 'default';
  const server: Server = createServer((req, res) => instances.get(current)?.routing(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const app = instances.get('default');
  if (!app) throw new Error('default instance missing');
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    db,
    clock,
    app,
    faults,
    use: (mode) => {
      current = mode;
    },
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      for (const instance of instances.values()) await instance.close();
      await db.destroy();
    },
  };
}
