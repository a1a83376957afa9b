/**
 * Crash: the real server runs as a process on a PGlite data folder; distinct visitors book through HTTP; the process
 * is killed with SIGKILL in the middle of the load (no shutdown code runs) and started again on the same folder.
 * Every order whose success envelope reached a visitor is there (in the database and through the API), every slot
 * of every pool still balances (places held by orders + remaining + outside = total), no active order points at a
 * slot that does not exist, and the restarted server books again. SOAK=1: more visitors, five crashes in a row.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Database,
  databaseDump,
  PERSON_POOL,
  PGLITE_PARSERS,
  pgliteDatabase,
  systemClock,
  topUpCapacity,
} from '@checkup/server/testing';
import { bookableDay, inBatches, malePackage, personOrder, type Envelope } from './support/booking';
import { invariantBreaches, orphanOrders, outsidePlaces, slotLedgers } from './support/ledger';
import { postTo, signInAt, startServerProcess, tokenFrom, type ServerProcess } from './support/serverProcess';
import { scaled } from './support/soak';

const VISITORS = scaled(180, 2_000);
const CRASHES = scaled(1, 5);
const SLOTS = ['01', '02', '03', '04', '05', '06'];
/** Places per slot of the test day: room for every booking acknowledged before the kills, and the one after. */
const PLACES_PER_SLOT = Math.ceil((CRASHES * VISITORS) / SLOTS.length);
/** Bookings in flight at once. */
const IN_FLIGHT = 16;
/** The rate limit is not under test here. */
const SERVER_ENV = { CHECKUP_RATE_LIMIT_MAX: '10000000' };

interface Acknowledged {
  openid: string;
  orderId: string;
}

async function openDataDir(dataDir: string): Promise<Database> {
  return pgliteDatabase(await PGlite.create({ dataDir, parsers: PGLITE_PARSERS }));
}

/**
 * The first bookable day from three days ahead without demo orders, its slots set to PLACES_PER_SLOT free places
 * (opened if the demo pattern left it closed).
 */
async function prepareDay(db: Database): Promise<string> {
  let day = bookableDay(new Date(), 3);
  while (
    (await db.selectFrom('orders').select('id').where('pool', '=', PERSON_POOL).where('begin_time', '=', day).execute())
      .length > 0
  )
    day = bookableDay(new Date(`${day}T12:00:00+08:00`), 1);
  await db
    .insertInto('capacity_days')
    .values({ pool: PERSON_POOL, day, holiday: false })
    .onConflict((oc) => oc.columns(['pool', 'day']).doUpdateSet({ holiday: false }))
    .execute();
  for (const code of SLOTS) {
    await db
      .insertInto('capacity_slots')
      .values({
        pool: PERSON_POOL,
        day,
        sumtime_code: code,
        sumtime_name: `slot ${code}`,
        total: PLACES_PER_SLOT,
        surplus: PLACES_PER_SLOT,
      })
      .onConflict((oc) =>
        oc.columns(['pool', 'day', 'sumtime_code']).doUpdateSet({ total: PLACES_PER_SLOT, surplus: PLACES_PER_SLOT }),
      )
      .execute();
  }
  return day;
}

describe(`crash: SIGKILL in the middle of ${VISITORS} bookings, restart on the same data folder (${CRASHES}×)`, () => {
  let dataDir: string;
  let server: ServerProcess | undefined;
  let outside: Map<string, number>;
  /** The demo history's past orders have no slot any more (the window starts today); nothing may add to them. */
  let orphansBefore: string[];
  let day: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'checkup-crash-'));
    // The folder starts as the migrated, seeded demo database (the dump globalSetup built), with the capacity window
    // topped up to today: what a server that has run before leaves behind.
    const client = await PGlite.create({ dataDir, loadDataDir: await databaseDump(), parsers: PGLITE_PARSERS });
    const db = pgliteDatabase(client);
    await topUpCapacity(db, systemClock());
    day = await prepareDay(db);
    outside = outsidePlaces(await slotLedgers(db as never));
    orphansBefore = await orphanOrders(db as never);
    await db.destroy();
  });

  afterAll(async () => {
    await server?.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged order, balances every slot, and books again after the restart', async () => {
    const started = performance.now();
    const laps: string[] = [];
    const lap = (label: string) => laps.push(`${label} ${Math.round(performance.now() - started)} ms`);
    const acknowledged: Acknowledged[] = [];
    /** Session cookies by openid: sessions live in the database, so they must outlast the crash too. */
    const sessions = new Map<string, string>();
    let attempted = 0;
    for (let crash = 0; crash < CRASHES; crash += 1) {
      server = await startServerProcess(dataDir, SERVER_ENV);
      const { baseUrl } = server;
      const token = await tokenFrom(baseUrl);
      const pkg = await malePackage((url, body, auth) => postTo(baseUrl, url, body, auth), token);
      const first = crash * VISITORS;
      const openids = Array.from({ length: VISITORS }, (_, i) => `o-crash-${first + i}`);
      lap('server up');
      const cookies = await inBatches(openids, 25, (openid) => signInAt(baseUrl, openid));
      openids.forEach((openid, i) => sessions.set(openid, cookies[i] ?? ''));
      lap('signed in');

      // The load: every visitor books once, IN_FLIGHT at a time. The kill comes with the answer that makes a third
      // of them acknowledged, so bookings are in flight (some inside their transaction) when the process dies.
      const killAt = acknowledged.length + Math.floor(VISITORS / 3);
      let killed: Promise<unknown> | undefined;
      const victim = server;
      await inBatches(openids, IN_FLIGHT, async (openid, i) => {
        if (killed) return;
        attempted += 1;
        const body = personOrder(openid, pkg, day, SLOTS[i % SLOTS.length] ?? '01', first + i);
        try {
          const answer = await postTo(baseUrl, '/api/OrderListApi/PersonOrderAdd', body, {
            token,
            cookie: cookies[i] ?? '',
          });
          const envelope = answer.json<Envelope>();
          if (envelope.success) {
            const data = envelope.returnData as { ord: { id: string } };
            acknowledged.push({ openid, orderId: String(data.ord.id) });
          }
        } catch {
          // No answer (the process died under it): not acknowledged, so either outcome is allowed.
        }
        if (!killed && acknowledged.length >= killAt) killed = victim.kill('SIGKILL');
      });
      expect(killed, `the load finished before ${killAt} acknowledgements: ${acknowledged.length}`).toBeDefined();
      expect(await killed).toEqual({ code: null, signal: 'SIGKILL' });
      server = undefined;
      lap('killed');
    }

    // Restarted on the same folder: the API still has every acknowledged order, and booking works.
    server = await startServerProcess(dataDir, SERVER_ENV);
    const { baseUrl } = server;
    const token = await tokenFrom(baseUrl);
    lap('restarted');
    const missingThroughApi: string[] = [];
    await inBatches(acknowledged, 8, async ({ openid, orderId }) => {
      const answer = await postTo(
        baseUrl,
        '/api/OrderListApi/FindByOrderList',
        { openid },
        { token, cookie: sessions.get(openid) ?? '' },
      );
      const orders = (answer.json<Envelope>().returnData ?? []) as { id: string }[];
      if (!orders.some((order) => String(order.id) === orderId)) missingThroughApi.push(orderId);
    });
    expect(missingThroughApi).toEqual([]);
    lap('checked through the API');
    const after = `o-crash-${CRASHES * VISITORS}`;
    const pkg = await malePackage((url, body, auth) => postTo(baseUrl, url, body, auth), token);
    const rebook = await postTo(
      baseUrl,
      '/api/OrderListApi/PersonOrderAdd',
      personOrder(after, pkg, day, '01', CRASHES * VISITORS),
      { token, cookie: await signInAt(baseUrl, after) },
    );
    expect(rebook.json<Envelope>()).toMatchObject({ success: true });
    expect(await server.kill('SIGTERM')).toEqual({ code: 0, signal: null });
    server = undefined;

    // The folder itself, read after a clean shutdown.
    lap('stopped');
    const db = await openDataDir(dataDir);
    lap('opened');
    try {
      const rows = await db
        .selectFrom('orders')
        .select(['id', 'openid', 'state'])
        .where('openid', 'like', 'o-crash-%')
        .execute();
      const byId = new Map(rows.map((row) => [String(row.id), row]));
      expect(
        acknowledged.filter(
          ({ orderId, openid }) => byId.get(orderId)?.openid !== openid || byId.get(orderId)?.state !== 'S',
        ),
      ).toEqual([]);
      // Nothing beyond what was sent (plus the booking after the restart); at most one order per visitor.
      expect(rows.length).toBeLessThanOrEqual(attempted + 1);
      expect(rows.length).toBeGreaterThanOrEqual(acknowledged.length + 1);
      expect(new Set(rows.map((row) => row.openid)).size).toBe(rows.length);
      const ledgers = await slotLedgers(db as never);
      expect(invariantBreaches(ledgers, outside)).toEqual([]);
      expect(await orphanOrders(db as never)).toEqual(orphansBefore);
    } finally {
      await db.destroy();
    }
    console.info(
      `crash: ${attempted} bookings sent, ${acknowledged.length} acknowledged, ${CRASHES} SIGKILL(s); ${laps.join(', ')}`,
    );
  });
});
