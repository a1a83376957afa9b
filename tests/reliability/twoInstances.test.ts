/**
 * Two server processes on one PostgreSQL (docs/scaling.md): a visitor signed in on one books on the other, visitors
 * booking one slot through both at once make exactly its number of orders, and the rate limits and the AI quota are
 * counted once for both. PostgreSQL only: skipped without CHECKUP_PG_TEST_URL (`npm run test:postgres` runs it).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, dropDatabase, type Database } from '@checkup/server/testing';
import { bookableDay, inBatches, malePackage, personOrder, type Envelope } from './support/booking';
import { postTo, signInAt, startServerProcess, tokenFrom, type ServerProcess } from './support/serverProcess';

const ADMIN_URL = process.env['CHECKUP_PG_TEST_URL'];
const VISITORS = 200;
const PLACES = 10;
const PERSON_ORDER_ADD = '/api/OrderListApi/PersonOrderAdd';

describe.runIf(ADMIN_URL)('two server instances on one PostgreSQL', () => {
  const name = `writepath_two_${randomBytes(4).toString('hex')}`;
  let admin: Database;
  let db: Database;
  const servers: ServerProcess[] = [];
  const at = (i: number) => servers[i % servers.length]?.baseUrl ?? '';

  beforeAll(async () => {
    admin = await createDatabase({ url: ADMIN_URL });
    await sql`CREATE DATABASE ${sql.id(name)}`.execute(admin);
    const url = new URL(ADMIN_URL ?? '');
    url.pathname = `/${name}`;
    const env = { DATABASE_URL: url.toString(), CHECKUP_RATE_LIMIT_MAX: '100000' };
    // One after the other: the first migrates and seeds the empty database, the second finds it ready.
    servers.push(await startServerProcess('memory://', env));
    servers.push(await startServerProcess('memory://', env));
    db = await createDatabase({ url: url.toString() });
  });

  afterAll(async () => {
    for (const server of servers) await server.kill('SIGTERM');
    await db?.destroy();
    await dropDatabase(admin, name);
    await admin.destroy();
  });

  it('honours a sign-in on one instance for a booking on the other', async () => {
    const token = await tokenFrom(at(0));
    const cookie = await signInAt(at(0), 'o-two-sign-in');
    const pkg = await malePackage((url, body, auth) => postTo(at(1), url, body, auth), token);
    const answer = await postTo(
      at(1),
      PERSON_ORDER_ADD,
      personOrder('o-two-sign-in', pkg, bookableDay(new Date()), '02', 1),
      { token, cookie },
    );
    expect(answer.json<Envelope>()).toMatchObject({ success: true });
    // The order is the visitor's on the instance they signed in on.
    const list = await postTo(
      at(0),
      '/api/OrderListApi/FindByOrderList',
      { openid: 'o-two-sign-in' },
      { token, cookie },
    );
    expect((list.json<Envelope>().returnData as unknown[]).length).toBe(1);
  });

  it(`${VISITORS} visitors booking one slot of ${PLACES} places through both at once make exactly ${PLACES} orders`, async () => {
    const token = await tokenFrom(at(0));
    const pkg = await malePackage((url, body, auth) => postTo(at(0), url, body, auth), token);
    const day = bookableDay(new Date(), 2);
    const slot = '03';
    await db
      .updateTable('capacity_slots')
      .set({ total: PLACES, surplus: PLACES })
      .where('pool', '=', 'person')
      .where('day', '=', day)
      .where('sumtime_code', '=', slot)
      .execute();
    const openids = Array.from({ length: VISITORS }, (_, i) => `o-two-race-${i}`);
    // Each visitor signs in on one instance and books through the other.
    const cookies = await inBatches(openids, 25, (openid, i) => signInAt(at(i), openid));
    const answers = await Promise.all(
      openids.map((openid, i) =>
        postTo(at(i + 1), PERSON_ORDER_ADD, personOrder(openid, pkg, day, slot, 100 + i), {
          token,
          cookie: cookies[i] ?? '',
        }),
      ),
    );

    const envelopes = answers.map((a) => a.json<Envelope>());
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(envelopes.filter((e) => e.success)).toHaveLength(PLACES);
    expect(new Set(envelopes.filter((e) => !e.success).map((e) => e.returnMsg))).toEqual(
      new Set(['该时段已无号源！请选择其他时段']),
    );
    const held = await db
      .selectFrom('orders')
      .select('id')
      .where('pool', '=', 'person')
      .where('begin_time', '=', day)
      .where('sumtime_code', '=', slot)
      .where('state', 'in', ['S', 'F', 'export'])
      .execute();
    expect(held).toHaveLength(PLACES);
    const left = await db
      .selectFrom('capacity_slots')
      .select('surplus')
      .where('pool', '=', 'person')
      .where('day', '=', day)
      .where('sumtime_code', '=', slot)
      .executeTakeFirstOrThrow();
    expect(left.surplus).toBe(0);
  });
});

describe.runIf(ADMIN_URL)('two server instances on one PostgreSQL share the limits', () => {
  const name = `limits_two_${randomBytes(4).toString('hex')}`;
  /** A token's limit per window: an address may mint 2 tokens (a tenth) and make 80 calls (4×) per window. */
  const MAX = 20;
  /** Tokens an address may mint per window: a tenth of MAX. */
  const MINTS = 2;
  const AI_DAILY_LIMIT = 3;
  let admin: Database;
  /** The second token minted, kept for the AI quota (the address may mint no more in this window). */
  let aiToken = '';
  const servers: ServerProcess[] = [];
  const at = (i: number) => servers[i % servers.length]?.baseUrl ?? '';
  const mint = (i: number) =>
    fetch(`${at(i)}/connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials&client_id=checkup-web',
    });
  const notice = (i: number, token: string) =>
    postTo(at(i), '/api/BackProtectApi/GetNoticeInfo', { titleName: '体检须知' }, { token });
  const chat = (i: number, token: string) =>
    postTo(
      at(i),
      '/v1/chat/completions',
      { model: 'checkup-builtin', stream: true, messages: [{ role: 'user', content: '你好' }] },
      { token },
    );

  beforeAll(async () => {
    admin = await createDatabase({ url: ADMIN_URL });
    await sql`CREATE DATABASE ${sql.id(name)}`.execute(admin);
    const url = new URL(ADMIN_URL ?? '');
    url.pathname = `/${name}`;
    // A day-long window: the test cannot straddle two windows (which would start every count afresh).
    const env = {
      DATABASE_URL: url.toString(),
      CHECKUP_RATE_LIMIT_MAX: String(MAX),
      CHECKUP_RATE_LIMIT_WINDOW_MS: '86400000',
      CHECKUP_AI_DAILY_LIMIT: String(AI_DAILY_LIMIT),
    };
    servers.push(await startServerProcess('memory://', env));
    servers.push(await startServerProcess('memory://', env));
  });

  afterAll(async () => {
    for (const server of servers) await server.kill('SIGTERM');
    await dropDatabase(admin, name);
    await admin.destroy();
  });

  it('counts token minting per address and calls per token once for both instances', async () => {
    // Each instance decides on the totals its last flush returned: pausing after each call lets the flush land, so an
    // instance lets at most one call through before it hears of the other's (docs/adr/0055).
    const settle = () => new Promise((resolve) => setTimeout(resolve, 150));
    const mints: Response[] = [];
    for (let i = 0; i < 3 * MINTS; i += 1) {
      mints.push(await mint(i));
      await settle();
    }
    const minted = mints.filter((r) => r.status === 200);
    // Per instance, each would mint MINTS.
    expect(minted.length).toBeGreaterThanOrEqual(MINTS);
    expect(minted.length).toBeLessThanOrEqual(MINTS + 1);
    expect(mints.slice(-2).map((r) => r.status)).toEqual([429, 429]);
    const [first, second] = minted;
    const token = ((await first?.json()) as { access_token: string }).access_token;
    aiToken = ((await second?.json()) as { access_token: string }).access_token;
    const answers: number[] = [];
    for (let i = 0; i < 2 * MAX; i += 1) {
      answers.push((await notice(i, token)).statusCode);
      await settle();
    }
    const allowed = answers.filter((status) => status === 200).length;
    expect(allowed).toBeGreaterThanOrEqual(MAX);
    expect(allowed).toBeLessThanOrEqual(MAX + 1);
    expect(answers.slice(-2)).toEqual([429, 429]);
  });

  it('counts the AI daily quota per address once for both instances', async () => {
    const token = aiToken;
    const answers: number[] = [];
    for (let i = 0; i < AI_DAILY_LIMIT; i += 1) answers.push((await chat(i, token)).statusCode);
    expect(answers).toEqual(Array<number>(AI_DAILY_LIMIT).fill(200));
    // Per instance, the quota would allow each of them AI_DAILY_LIMIT.
    const refused = await chat(AI_DAILY_LIMIT, token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 'daily_quota_exceeded' } });
    expect((await chat(AI_DAILY_LIMIT + 1, token)).statusCode).toBe(429);
  });
});
