import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkIdNumber } from '@checkup/sdk/rules';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/clock';
import { migrate, MIGRATIONS_DIR } from '../../src/db/migrate';
import type { Database } from '../../src/db/schema';
import { PACKAGES } from '../../src/db/seed/catalogData';
import { DEMO_RELATIVES, DEMO_USERS, GROUP_MEMBERS, REPORT_VISITORS, seed } from '../../src/db/seed/index';
import { emptyDatabase, TEST_START, testDatabase } from './testDb';

describe('demo seed', () => {
  let db: Database;
  const clock = fixedClock(TEST_START);
  beforeAll(async () => {
    ({ db } = await testDatabase({ seeded: false }));
  });
  afterAll(() => db.destroy());

  it('loads once, then only tops up capacity', async () => {
    expect(await seed(db, clock)).toBe(true);
    expect(await seed(db, clock)).toBe(false);
    expect(await db.selectFrom('packages').select('clus_code').execute()).toHaveLength(PACKAGES.length);
  });

  it('uses valid ID numbers everywhere', () => {
    for (const person of [...DEMO_USERS, ...DEMO_RELATIVES, ...GROUP_MEMBERS, ...REPORT_VISITORS])
      expect(checkIdNumber(person.idcard).ok).toBe(true);
  });

  it('reloads on reset and tops up as the clock moves', async () => {
    await seed(db, clock, { reset: true });
    expect(await db.selectFrom('orders').select('id').execute()).toHaveLength(7);
    const before = await db
      .selectFrom('capacity_days')
      .select((eb) => eb.fn.max('day').as('last'))
      .executeTakeFirstOrThrow();
    clock.advance(2 * 86_400_000);
    await seed(db, clock);
    const after = await db
      .selectFrom('capacity_days')
      .select((eb) => eb.fn.max('day').as('last'))
      .executeTakeFirstOrThrow();
    expect(after.last > before.last).toBe(true);
  });

  it('files two reports for the main demo visitor and for each report visitor, each of these under a phone of their own', async () => {
    const reports = await db.selectFrom('reports').select(['report_no', 'tel', 'id_card', 'name']).execute();
    const withReports = [DEMO_USERS[0], ...REPORT_VISITORS];
    expect(reports).toHaveLength(2 * withReports.length);
    expect(new Set(reports.map((r) => r.report_no)).size).toBe(reports.length);
    for (const person of withReports) {
      expect(
        reports.filter((r) => r.tel === person.tel && r.id_card === person.idcard && r.name === person.name),
        person.name,
      ).toHaveLength(2);
    }
    // A report visitor's phone is nobody else's in the seed: logging in to their reports never waits on another's code.
    const phones = [...DEMO_USERS, ...DEMO_RELATIVES, ...GROUP_MEMBERS, ...REPORT_VISITORS].map((person) => person.tel);
    for (const visitor of REPORT_VISITORS)
      expect(
        phones.filter((tel) => tel === visitor.tel),
        visitor.name,
      ).toHaveLength(1);
  });

  it('has every pay_flag', async () => {
    const flags = await db.selectFrom('pay_records').select('pay_flag').distinct().execute();
    expect(flags.map((f) => f.pay_flag).sort()).toEqual(['EING', 'F', 'RefundERR', 'T', 'TJServeERR']);
  });
});

describe('a database seeded before migration 0012 dropped the campuses (the seed\'s old "already seeded" marker)', () => {
  let db: Database;
  let before: string;
  beforeAll(async () => {
    db = await emptyDatabase();
    before = await mkdtemp(join(tmpdir(), 'checkup-before-0012-'));
  });
  afterAll(async () => {
    await db.destroy();
    await rm(before, { recursive: true, force: true });
  });

  it('is still recognised as seeded once 0012 has run: the seed only tops up capacity', async () => {
    const clock = fixedClock(TEST_START);
    // Migrated as a release before 0012 left it (the platform's 2000+ included), seeded, with its campus rows.
    for (const name of await readdir(MIGRATIONS_DIR))
      if (name !== '0012_drop_campuses.sql') await copyFile(join(MIGRATIONS_DIR, name), join(before, name));
    expect(await migrate(db, before)).toContain('2001_rate_limit_in_memory.sql');
    expect(await seed(db, clock)).toBe(true);
    await sql`INSERT INTO campuses (code, name, address, tel, bg_url, sort) VALUES ('03', '总院', '健康路 1 号', '0571-88000003', '/images/campus-03.svg', 0)`.execute(
      db,
    );
    await sql`INSERT INTO campus_images (campus_code, sort, url) VALUES ('03', 0, '/images/banner-03-1.svg')`.execute(
      db,
    );
    const orders = await db.selectFrom('orders').select('id').execute();
    const lastDay = () =>
      db
        .selectFrom('capacity_days')
        .select((eb) => eb.fn.max('day').as('last'))
        .executeTakeFirstOrThrow();
    const filledTo = await lastDay();

    expect(await migrate(db)).toEqual(['0012_drop_campuses.sql']);
    const left = await sql<{
      campuses: string | null;
      images: string | null;
    }>`SELECT to_regclass('campuses')::text AS campuses, to_regclass('campus_images')::text AS images`.execute(db);
    expect(left.rows).toEqual([{ campuses: null, images: null }]);
    clock.advance(86_400_000);
    expect(await seed(db, clock)).toBe(false);
    expect(await db.selectFrom('orders').select('id').execute()).toEqual(orders);
    expect(await db.selectFrom('packages').select('clus_code').execute()).toHaveLength(PACKAGES.length);
    expect((await lastDay()).last > filledTo.last).toBe(true);
  });
});
