/**
 * Change notifications of the database: a table's trigger calls `pg_notify(channel)` (migrations), and every
 * subscriber of the channel, on every instance, hears it once the writing transaction commits (a rolled-back one
 * notifies nobody). Works the same on PGlite (in-process) and PostgreSQL (a dedicated LISTEN connection).
 */
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './schema';

export interface ChangeListener {
  /** A committed write to the watched tables. */
  onNotify: () => void;
  /** The subscription broke (connection lost): notifications may be missed from now on. */
  onLost: (error: Error) => void;
}

export type Unsubscribe = () => Promise<void>;
type Subscribe = (channel: string, listener: ChangeListener) => Promise<Unsubscribe>;

const feeds = new WeakMap<Database, Subscribe>();

/** Subscribes to `channel` of a database opened by `createDatabase` or `pgliteDatabase`; resolves once listening. */
export function subscribe(db: Database, channel: string, listener: ChangeListener): Promise<Unsubscribe> {
  const feed = feeds.get(db);
  if (!feed) throw new Error('This database handle has no change feed: open it with createDatabase or pgliteDatabase');
  return feed(channel, listener);
}

/** PGlite: one in-process session, so a notification arrives as the COMMIT that caused it returns. */
export function attachPgliteFeed(db: Database, client: PGlite): void {
  feeds.set(db, async (channel, { onNotify }) => {
    // Through Kysely's connection (lent to one holder at a time), so LISTEN never lands in another caller's transaction.
    const unlisten = await db.connection().execute(() => client.listen(channel, () => onNotify()));
    return async () => {
      if (!client.closed) await db.connection().execute(() => unlisten());
    };
  });
}

/** PostgreSQL: a connection of its own that only listens (a pooled one would drop LISTEN when returned). */
export function attachPostgresFeed(db: Database, connectionString: string): void {
  feeds.set(db, async (channel, { onNotify, onLost }) => {
    const client = new pg.Client({ connectionString });
    let closing = false;
    const lost = (error: Error) => {
      if (!closing) onLost(error);
    };
    client.on('error', lost);
    client.on('end', () => lost(new Error('change feed connection ended')));
    client.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    await client.connect();
    await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    return async () => {
      closing = true;
      await client.end();
    };
  });
}
