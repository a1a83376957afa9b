/**
 * Race, team slot: 1,000 employees of a company with its own group quota, each signed in as a distinct visitor, book
 * the same group slot with 10 places at once through HTTP. Exactly 10 group orders, 990 clear refusals, every slot
 * of every pool still balances.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { testApp, testPerson } from '@checkup/server/testing';
import { bookableDay } from './support/booking';
import { expectRaceOutcome, PLACES, prepareSlot, race, signInMany, VISITORS } from './support/race';

const COMPANY = 'L0002'; // has its own group quota: pool team:L0002
const PACKAGE = 'G1001';

describe(`race (team slot): ${VISITORS} concurrent group bookings by distinct members for ${PLACES} places`, () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(async () => t.close());

  it('makes exactly 10 group orders, tells every other member the slot is full, and every slot balances', async () => {
    const token = await t.token();
    const place = { pool: `team:${COMPANY}`, day: bookableDay(t.clock.now(), 3), slot: '01' };
    // The company's employees, each with the company's package and no self-pay allowance (names ≤ 6 characters).
    const members = Array.from({ length: VISITORS }, (_, i) => ({
      ...testPerson(20_000 + i),
      name: `团员${i}`,
      regNo: `TRACE${String(i).padStart(6, '0')}`,
    }));
    for (let i = 0; i < members.length; i += 500) {
      await t.db
        .insertInto('group_members')
        .values(
          members.slice(i, i + 500).map((m) => ({
            reg_no: m.regNo,
            lnc_code: COMPANY,
            pat_name: m.name,
            idcard: m.idCard,
            tel: m.tel,
            clus_code: PACKAGE,
            wx_drprice_fen: 0,
          })),
        )
        .execute();
    }
    const outside = await prepareSlot(t, place.pool, place.day, place.slot);
    const cookies = await signInMany(t, 'o-race-team');
    const results = await race(
      'team',
      members.map(
        (m, i) => () =>
          t.post(
            '/api/OrderListApi/TeamOrderAdd',
            {
              openid: `o-race-team-${i}`,
              name: m.name,
              tel: m.tel,
              idcard: m.idCard,
              clus_code: PACKAGE,
              clus_name: '',
              begin_time: place.day,
              lnc_Code: COMPANY,
              sumtime_Code: place.slot,
              sumtime_Name: '',
              company_Name: '',
              regno: m.regNo,
              spType: COMPANY,
              choose_comb_code: '',
            },
            { token, cookie: cookies[i] },
          ),
      ),
    );
    await expectRaceOutcome(t, results, outside, place);
  });
});
