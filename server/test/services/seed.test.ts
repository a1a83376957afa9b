import { checkIdNumber } from '@checkup/sdk/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/clock';
import type { Database } from '../../src/db/schema';
import { DEMO_RELATIVES, DEMO_USERS, GROUP_MEMBERS, REPORT_VISITORS, seed } from '../../src/db/seed/index';
import { TEST_START, testDatabase } from './testDb';

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
    const campuses = await db.selectFrom('campuses').select('code').execute();
    expect(campuses.map((c) => c.code)).toEqual(['03', '04']);
  });

  it('uses valid ID numbers everywhere', () => {
    for (const person of [...DEMO_USERS, ...DEMO_RELATIVES, ...GROUP_MEMBERS, ...REPORT_VISITORS]) expect(checkIdNumber(person.idcard).ok).toBe(true);
  });

  it('reloads on reset and tops up as the clock moves', async () => {
    await seed(db, clock, { reset: true });
    expect(await db.selectFrom('orders').select('id').execute()).toHaveLength(7);
    const before = await db.selectFrom('capacity_days').select((eb) => eb.fn.max('day').as('last')).executeTakeFirstOrThrow();
    clock.advance(2 * 86_400_000);
    await seed(db, clock);
    const after = await db.selectFrom('capacity_days').select((eb) => eb.fn.max('day').as('last')).executeTakeFirstOrThrow();
    expect(after.last > before.last).toBe(true);
  });

  it('files two reports for the main demo visitor and for each report visitor, each of these under a phone of their own', async () => {
    const reports = await db.selectFrom('reports').select(['report_no', 'tel', 'id_card', 'name']).execute();
    const withReports = [DEMO_USERS[0], ...REPORT_VISITORS];
    expect(reports).toHaveLength(2 * withReports.length);
    expect(new Set(reports.map((r) => r.report_no)).size).toBe(reports.length);
    for (const person of withReports) {
      expect(reports.filter((r) => r.tel === person.tel && r.id_card === person.idcard && r.name === person.name), person.name).toHaveLength(2);
    }
    // A report visitor's phone is nobody else's in the seed: logging in to their reports never waits on another's code.
    const phones = [...DEMO_USERS, ...DEMO_RELATIVES, ...GROUP_MEMBERS, ...REPORT_VISITORS].map((person) => person.tel);
    for (const visitor of REPORT_VISITORS) expect(phones.filter((tel) => tel === visitor.tel), visitor.name).toHaveLength(1);
  });

  it('has every pay_flag', async () => {
    const flags = await db.selectFrom('pay_records').select('pay_flag').distinct().execute();
    expect(flags.map((f) => f.pay_flag).sort()).toEqual(['EING', 'F', 'RefundERR', 'T', 'TJServeERR']);
  });
});
