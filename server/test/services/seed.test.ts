import { checkIdNumber } from '@checkup/sdk/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/clock';
import type { Database } from '../../src/db/schema';
import { DEMO_RELATIVES, DEMO_USERS, GROUP_MEMBERS, seed } from '../../src/db/seed/index';
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
    for (const person of [...DEMO_USERS, ...DEMO_RELATIVES, ...GROUP_MEMBERS]) expect(checkIdNumber(person.idcard).ok).toBe(true);
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

  it('has every pay_flag', async () => {
    const flags = await db.selectFrom('pay_records').select('pay_flag').distinct().execute();
    expect(flags.map((f) => f.pay_flag).sort()).toEqual(['EING', 'F', 'RefundERR', 'T', 'TJServeERR']);
  });
});
