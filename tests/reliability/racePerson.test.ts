/**
 * Race, person slot: 1,000 distinct signed-in visitors book the same personal slot with 10 places at once through
 * HTTP. Exactly 10 orders; 990 answers 该时段已无号源！请选择其他时段; every slot of every pool still balances.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { testApp } from '@checkup/server/testing';
import { bookableDay, malePackage, personOrder } from './support/booking';
import { expectRaceOutcome, PLACES, prepareSlot, race, signInMany, VISITORS } from './support/race';

describe(`race (person slot): ${VISITORS} concurrent bookings by distinct visitors for ${PLACES} places`, () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(async () => t.close());

  it('makes exactly 10 orders, tells every other visitor the slot is full, and every slot balances', async () => {
    const token = await t.token();
    const place = { pool: 'person', day: bookableDay(t.clock.now()), slot: '06' };
    const outside = await prepareSlot(t, place.pool, place.day, place.slot);
    const pkg = await malePackage(t.post, token);
    const cookies = await signInMany(t, 'o-race-person');
    const results = await race(
      'person',
      cookies.map(
        (cookie, i) => () =>
          t.post('/api/OrderListApi/PersonOrderAdd', personOrder(`o-race-person-${i}`, pkg, place.day, place.slot, i), {
            token,
            cookie,
          }),
      ),
    );
    await expectRaceOutcome(t, results, outside, place);
  });
});
