/**
 * Change notifications of the database: a table's trigger calls `pg_notify(channel)` (migrations), and every
 * subscriber of the channel, on every instance, hears it once the writing transaction commits (a rolled-back one
 * notifies nobody). Works the same on PGlite (in-process) and PostgreSQL (a dedicated LISTEN connection).
 */
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './schema';

/** The channel every committed write to the capacity tables notifies (migration 0006_capacity_changes.sql). */
export const CAPACITY_CHANNEL = 'checkup_capacity';
/** Every channel the triggers notify: the ones a PostgreSQL pool's connections listen on. */
const CHANNELS = [CAPACITY_CHANNEL];

export interface ChangeListener {
  /** A committed write to the watched tables. */
  onNotify: () => void;
  /** The subscription broke (connection lost): notifications may be missed until {@link onRestored}. */
  onLost: (error: Error) => void;
  /** Listening again after {@link onLost} (PostgreSQL reconnects on its own). */
  onRestored: () => void;
}

export type Unsubscribe = () => Promise<void>;
type Subscribe = (channel: string, listener: ChangeListener) => Promise<Unsubscribe>;

interface Feed {
  subscribe: Subscribe;
  /** Every change is heard as the COMMIT that made it returns: no other process can write the data (PGlite). */
  hearsEveryChangeAtCommit: boolean;
}

const feeds = new WeakMap<Database, Feed>();

function feedOf(db: Database): Feed {
  const feed = feeds.get(db);
  if (!feed) throw new Error('This database handle has no change feed: open it with createDatabase or pgliteDatabase');
  return feed;
}

/** Subscribes to `channel` of a database opened by `createDatabase` or `pgliteDatabase`; resolves once listening. */
export function subscribe(db: Database, channel: string, listener: ChangeListener): Promise<Unsubscribe> {
  return feedOf(db).subscribe(channel, listener);
}

/**
 * Whether a subscriber hears every change as its COMMIT returns (in-process PGlite, which no other process can write),
 * rather than a moment later, as instances sharing a PostgreSQL hear each other's writes.
 */
export function hearsEveryChangeAtCommit(db: Database): boolean {
  return feedOf(db).hearsEveryChangeAtCommit;
}

/** PGlite: one in-process session, so a notification arrives as the COMMIT that caused it returns. */
export function attachPgliteFeed(db: Database, client: PGlite): void {
  feeds.set(db, {
    hearsEveryChangeAtCommit: true,
    subscribe: async (channel, { onNotify }) => {
      // Through Kysely's connection (lent to one holder at a time), so LISTEN never lands in another caller's transaction.
      const unlisten = await db.connection().execute(() => client.listen(channel, () => onNotify()));
      return async () => {
        if (!client.closed) await db.connection().execute(() => unlisten());
      };
    },
  });
}

/**
 * PostgreSQL: a connection of its own listens for every instance's writes (a pooled one may be closed when idle).
 * Every pooled connection listens too: PostgreSQL hands a session its own notifications with its COMMIT, so this
 * instance's writes reach its subscribers before the writer goes on (a read after a booking's answer sees it), while
 * other instances hear them a moment later.
 */
export function attachPostgresFeed(db: Database, pool: pg.Pool, connectionString: string): void {
  const local = new Set<{ channel: string; onNotify: () => void }>();
  const dispatch = (message: pg.Notification) => {
    for (const subscriber of local) if (subscriber.channel === message.channel) subscriber.onNotify();
  };
  pool.on('connect', (client) => {
    client.on('notification', dispatch);
    // A failure means a broken connection, which its next query reports; the dedicated listener still hears changes.
    client
      .query(CHANNELS.map((channel) => `LISTEN ${client.escapeIdentifier(channel)}`).join('; '))
      .catch(() => undefined);
  });
  feeds.set(db, {
    hearsEveryChangeAtCommit: false,
    subscribe: async (channel, listener) => {
      const subscriber = { channel, onNotify: listener.onNotify };
      const stop = await listenWithReconnect(connectionString, channel, listener);
      local.add(subscriber);
      return async () => {
        local.delete(subscriber);
        await stop();
      };
    },
  });
}

/** How long the feed waits before listening again after its connection was lost (a restart, `pg_terminate_backend`). */
const RELISTEN_DELAY_MS = 1_000;

/**
 * LISTENs on `channel` on a connection of its own and, when that connection is lost, tells `onLost` and listens again
 * on a new one every {@link RELISTEN_DELAY_MS} until it succeeds (then `onRestored`). The first connection must
 * succeed: it rejects otherwise. Resolves to the function that stops listening.
 */
async function listenWithReconnect(
  connectionString: string,
  channel: string,
  { onNotify, onLost, onRestored }: ChangeListener,
): Promise<() => Promise<void>> {
  let closing = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString });
    let listening = false;
    let gone = false;
    const lost = (error: Error) => {
      if (closing || gone) return;
      gone = true;
      client.end().catch(() => undefined);
      if (listening) onLost(error);
      retry = setTimeout(() => {
        connect().then(onRestored, () => undefined);
      }, RELISTEN_DELAY_MS);
    };
    client.on('error', lost);
    client.on('end', () => lost(new Error('change feed connection ended')));
    client.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      lost(error as Error);
      throw error;
    }
    listening = true;
    current = client;
  };

  try {
    await connect();
  } catch (error) {
    closing = true;
    clearTimeout(retry);
    throw error;
  }
  return async () => {
    closing = true;
    clearTimeout(retry);
    await current?.end();
  };
}
