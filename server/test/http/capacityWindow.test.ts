/**
 * A long-running server keeps its calendar bookable: after the sandbox clock moves 45 days on, the far end of the
 * booking range has no days until the sweep (started as main.ts starts it) tops the capacity window up; then the whole
 * range is listed and a day beyond the old window can be booked.
 */
import { addDays, shanghaiDateOf } from '@checkup/sdk/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundTasks } from '../../src/backgroundTasks';
import { CAPACITY_DAYS } from '../../src/db/seed/capacity';
import { startSweep } from '../../src/platform/sweep';
import { malePackage, personOrder, type Envelope } from './bookingRequests';
import { envelope, testApp } from './harness';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('capacity window of a long-running server', () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  let token: string;
  beforeAll(async () => {
    t = await testApp({ sweepIntervalMs: 50 });
  });
  afterAll(async () => t.close());

  const calendar = async () => {
    const today = shanghaiDateOf(t.clock.now());
    const { bookingStartDays, bookingEndDays } = t.config.runtime;
    const res = await t.post(
      '/api/PersonSumApi/GetPersonSumList',
      { type: 'person', start: addDays(today, bookingStartDays), end: addDays(today, bookingEndDays) },
      { token },
    );
    return {
      today,
      days: envelope(res).returnData as { person_Date: string; person_Flag: string; person_Surplus: number }[],
    };
  };

  it('tops the window up on its schedule after the clock moves on, and the new days can be booked', async () => {
    const moved = await t.app.inject({
      method: 'POST',
      url: '/sandbox/clock',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ offsetMs: 45 * DAY_MS }),
    });
    expect(envelope(moved).success).toBe(true);
    // A token of the new "now" (one issued before the move would have expired 45 days ago).
    token = await t.token();
    const before = await calendar();
    const oldWindowEnd = addDays(before.today, CAPACITY_DAYS - 45);
    expect(before.days.filter((d) => d.person_Date > oldWindowEnd)).toEqual([]);

    const sweep = startSweep(t.db, t.clock, t.config, t.app.log, backgroundTasks(t.app.services));
    try {
      await expect
        .poll(async () => (await calendar()).days.length, { timeout: 10_000, interval: 100 })
        .toBe(t.config.runtime.bookingEndDays - t.config.runtime.bookingStartDays + 1);
    } finally {
      sweep.stop();
    }

    const after = await calendar();
    const newDay = after.days.find(
      (d) => d.person_Date > oldWindowEnd && d.person_Flag === 'F' && d.person_Surplus > 0,
    );
    if (!newDay) throw new Error(`no open day after ${oldWindowEnd}: ${JSON.stringify(after.days)}`);
    const slots = envelope(
      await t.post('/api/PersonSumApi/GetSumTimeList', { type: 'person', date_Time: newDay.person_Date }, { token }),
    ).returnData as { sumtime_Code: string; person_Surplus: number }[];
    const slot = slots.find((s) => s.person_Surplus > 0);
    if (!slot) throw new Error(`no open slot on ${newDay.person_Date}`);
    const openid = 'o-window-keeper';
    const cookie = await t.signIn(openid);
    const booked = await t.post(
      '/api/OrderListApi/PersonOrderAdd',
      personOrder(openid, await malePackage(t.post, token), newDay.person_Date, slot.sumtime_Code, 6060),
      { token, cookie },
    );
    expect(booked.json<Envelope>()).toMatchObject({ success: true, returnMsg: '预约成功' });
  });
});
