import { addDays, idNumberSpellings, shanghaiDateOf } from '@checkup/sdk/rules';
import type { components } from '@checkup/sdk/schema';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../src/clock';
import { PERSON_POOL, teamPool } from '../../src/db/pools';
import type { Database } from '../../src/db/schema';
import { DEMO_USERS, demoDayKind, GROUP_MEMBERS } from '../../src/db/seed/index';
import { demoIdNumber } from '../../src/db/seed/peopleData';
import { bookPerson, bookTeam, personCalendar, personSlots, teamCalendar, teamSlots } from '../../src/services/booking';
import type { ServiceContext } from '../../src/services/context';
import { BusinessError } from '../../src/services/errors';
import { cancelPersonOrder, placesTaken } from '../../src/services/orders';
import { PAYMENT_WINDOW_MS } from '../../src/services/paymentWindow';
import { testContext, testPerson } from './testDb';

type PersonOrderAddRequest = components['schemas']['PersonOrderAddRequest'];

let db: Database;
let clock: Clock & { advance(ms: number): void };
let ctx: ServiceContext;
let today: string;
/** Plentiful days within the booking window, each test takes its own. */
let openDays: string[];

beforeAll(async () => {
  const t = await testContext();
  ({ db, clock } = t);
  ctx = t;
  today = shanghaiDateOf(clock.now());
  openDays = Array.from({ length: 30 }, (_, i) => i + 1)
    .filter((offset) => demoDayKind(today, offset) === 'plentiful')
    .map((offset) => addDays(today, offset));
});
afterAll(() => db.destroy());

/** A P1001 booking; unless `overrides` names the visitor, each person books under their own openid (the per-visitor cap). */
/** The refusal of a second active personal booking: the person already holds the order of `day` (健康体检 by default). */
function duplicate(day: string | undefined, type = '健康体检'): string {
  return `该体检人已有${day ?? ''}的${type}预约，同一类体检每人只能保留一个未完成的预约，请完成或取消后再预约`;
}

function personRequest(overrides: Partial<PersonOrderAddRequest> = {}): PersonOrderAddRequest {
  const p = testPerson(1);
  const idCard = overrides.idCard ?? p.idCard;
  return {
    openid: `o-test-${idCard}`,
    name: p.name,
    idCard,
    tel: p.tel,
    clus_Name: '男士基础体检套餐',
    clus_Code: 'P1001',
    begin_Time: openDays[0] ?? '',
    type: 'person',
    sumtime_Code: '01',
    sumtime_Name: '07:30-08:00',
    price: 399,
    choose_comb_code: '',
    marr_status: '0',
    ...overrides,
  };
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof BusinessError)) throw new Error(`expected a BusinessError, got ${String(error)}`);
  return error.message;
}

describe('calendars', () => {
  it('labels holidays, unopened and open days from the clock', async () => {
    const days = await personCalendar(ctx, today, addDays(today, 60));
    const sunday = days.find((d) => d.person_Date === addDays(today, 7));
    expect(sunday?.person_Flag).toBe('T');
    const unopened = days.find((d) => d.person_Date === addDays(today, 55));
    expect(unopened?.person_Sum).toBe(0);
    const full = days.find((d, i) => i > 0 && demoDayKind(today, i) === 'full');
    expect(full && full.person_Sum > 0 && full.person_Surplus === 0).toBe(true);
    const tight = days.find((d, i) => i > 0 && demoDayKind(today, i) === 'tight');
    expect(tight && tight.person_Surplus >= 1 && tight.person_Surplus <= 10).toBe(true);
    expect(await personCalendar(ctx, addDays(today, 3), today)).toEqual([]);
  });

  it('lists slots of a day, none on a holiday', async () => {
    expect((await personSlots(ctx, openDays[0] ?? ''))[0]).toEqual({
      sumtime_Code: '01',
      sumtime_Name: '07:30-08:00',
      person_Surplus: 20,
    });
    expect(await personSlots(ctx, addDays(today, 7))).toEqual([]);
  });

  it('gives companies their own quota or the shared one', async () => {
    const own = await teamCalendar(ctx, 'L0001', today, addDays(today, 5));
    expect(own[0]?.spType).toBe('L0001');
    const shared = await teamCalendar(ctx, 'L0003', today, addDays(today, 5));
    expect(shared[0]?.spType).toBe('total');
    expect(await teamSlots(ctx, 'total', openDays[0] ?? '')).toHaveLength(3);
  });
});

describe('bookPerson', () => {
  it('books, prices on the server and takes a place', async () => {
    const day = openDays[0] ?? '';
    const booked = await bookPerson(ctx, personRequest({ begin_Time: day, sumtime_Code: '02' }));
    expect(booked.repeated).toBe(false);
    expect(booked.order).toMatchObject({
      state: 'S',
      price: 399,
      clus_Code: 'P1001',
      sumtime_Name: '08:00-08:30',
      begin_Time: day,
    });
    expect(booked.created.uid.idCard).toBe(testPerson(1).idCard);
    const slots = await personSlots(ctx, day);
    expect(slots.find((s) => s.sumtime_Code === '02')?.person_Surplus).toBe(29);
  });

  it("books with a passport registered by the visitor, its registered sex standing in for the ID number's", async () => {
    await db
      .insertInto('users')
      .values({
        openid: 'o-passport',
        name: 'Anna Lee',
        idcard: 'E12345678',
        tel: '13911112222',
        sex: 2,
        birthday: '1990-05-01',
        card_type: 'passport',
        created_at: clock.now(),
      })
      .execute();
    const req = personRequest({
      openid: 'o-passport',
      name: 'Anna Lee',
      idCard: 'e12345678',
      tel: '13911112222',
      begin_Time: openDays[3] ?? '',
    });
    expect(await refusal(bookPerson(ctx, req))).toBe('身份信息与性别套餐不匹配');
    const booked = await bookPerson(ctx, { ...req, clus_Name: '女士基础体检套餐', clus_Code: 'P2001', price: 429 });
    expect(booked.order).toMatchObject({ state: 'S', clus_Code: 'P2001', idCard: 'E12345678' });
    // Only the visitor's own registered document: another visitor, or an unregistered number, is checked as a resident ID.
    expect(await refusal(bookPerson(ctx, { ...req, openid: 'o-other', clus_Code: 'P2001', price: 429 }))).toMatch(
      /身份证/,
    );
    expect(await refusal(bookPerson(ctx, { ...req, idCard: 'E99999999', clus_Code: 'P2001', price: 429 }))).toMatch(
      /身份证/,
    );
  });

  it('returns the first order for an identical submit within 10 s, then refuses a second booking', async () => {
    const p = testPerson(2);
    const req = personRequest({ name: p.name, idCard: p.idCard, tel: p.tel, begin_Time: openDays[1] ?? '' });
    const [a, b] = await Promise.all([bookPerson(ctx, req), bookPerson(ctx, req)]);
    expect(a.order.id).toBe(b.order.id);
    expect([a.repeated, b.repeated].sort()).toEqual([false, true]);
    clock.advance(11_000);
    // One active order per person and type, whatever the day: the refusal names the rule and the order in the way.
    expect(await refusal(bookPerson(ctx, req))).toBe(duplicate(openDays[1]));
    expect(await refusal(bookPerson(ctx, { ...req, begin_Time: openDays[2] ?? '' }))).toBe(duplicate(openDays[1]));
    const count = await db.selectFrom('orders').select('id').where('id_card', '=', p.idCard).execute();
    expect(count).toHaveLength(1);
  });

  it('counts a 15-digit ID number and its 18-digit form as one person (one active order)', async () => {
    const p = testPerson(31);
    const old = idNumberSpellings(p.idCard)[1] ?? '';
    expect(old).toHaveLength(15);
    await bookPerson(ctx, personRequest({ name: p.name, idCard: p.idCard, tel: p.tel, begin_Time: openDays[3] ?? '' }));
    clock.advance(11_000);
    const again = personRequest({
      openid: 'o-other-visitor',
      name: p.name,
      idCard: old,
      tel: p.tel,
      begin_Time: openDays[4] ?? '',
    });
    expect(await refusal(bookPerson(ctx, again))).toMatch(/^该证件号已被其他微信账号预约/);
  });

  it('refuses a price that differs from the server price, and applies the discount', async () => {
    const p = testPerson(3);
    expect(await refusal(bookPerson(ctx, personRequest({ ...p, price: 1 })))).toBe('金额异常');
    const discounted = await bookPerson(
      ctx,
      personRequest({ ...p, clus_Code: 'P1002', clus_Name: '男士全面体检套餐', price: 899 }),
    );
    expect(discounted.order).toMatchObject({ price: 899, jd_flag: 'T', jd_price: 899 });
  });

  it('checks the ID number and the package sex with the spec messages', async () => {
    const woman = testPerson(4, 2);
    const man = testPerson(4, 1);
    expect(await refusal(bookPerson(ctx, personRequest({ ...woman })))).toBe('身份信息与性别套餐不匹配');
    expect(await refusal(bookPerson(ctx, personRequest({ ...man, clus_Code: 'P2001', price: 429 })))).toBe(
      '请选择对应性别的套餐！',
    );
    expect(
      await refusal(
        bookPerson(
          ctx,
          personRequest({ ...man, idCard: `${man.idCard.slice(0, 17)}${man.idCard.endsWith('0') ? '1' : '0'}` }),
        ),
      ),
    ).toBe('身份证号码非法');
    expect(await refusal(bookPerson(ctx, personRequest({ ...man, tel: '12345678901' })))).toBe('手机号码格式错误');
    expect(await refusal(bookPerson(ctx, personRequest({ ...man, name: ' ' })))).toBe('请输入姓名');
  });

  it('needs the married confirmation for a married package', async () => {
    const woman = testPerson(5, 2);
    const req = personRequest({
      ...woman,
      clus_Code: 'P2003',
      clus_Name: '已婚女士妇科专项套餐',
      price: 1180,
      marr_status: '0',
    });
    expect(await refusal(bookPerson(ctx, req))).toBe('这是已婚套餐，确认已婚可选择');
    expect((await bookPerson(ctx, { ...req, marr_status: '2' })).order.state).toBe('S');
  });

  it('prices extras with their companions and refuses on-site-only items', async () => {
    const p = testPerson(6);
    const extras = (codes: string[]) =>
      JSON.stringify(codes.map((comb_code) => ({ comb_code, comb_name: '', price: 0, act_price: 0 })));
    expect(
      await refusal(bookPerson(ctx, personRequest({ ...p, choose_comb_code: extras(['0912']), price: 519 }))),
    ).toBe('骨密度检测：该项目需要到现场增加');
    // 9907 无痛胃镜 720 + companions 9001 静脉麻醉 380, 0510 凝血 60, 0511 心电图 30 → 1190 + package 399.
    const booked = await bookPerson(ctx, personRequest({ ...p, choose_comb_code: extras(['9907']), price: 1589 }));
    expect(booked.order.price).toBe(1589);
    const codes = (JSON.parse(booked.order.choose_comb_code ?? '[]') as { comb_code: string }[])
      .map((e) => e.comb_code)
      .sort();
    expect(codes).toEqual(['0510', '0511', '9001', '9907']);
  });

  it('refuses an item for the other sex, naming the item (docs/adr/0044), and takes the same item on its own sex', async () => {
    const extras = (codes: string[]) =>
      JSON.stringify(codes.map((comb_code) => ({ comb_code, comb_name: '', price: 0, act_price: 0 })));
    const man = testPerson(771, 1);
    const woman = testPerson(772, 2);
    // 8979 TCT 200 + its companion 0513 宫颈取材费 20: the refusal names the chosen item, not the companion.
    expect(
      await refusal(bookPerson(ctx, personRequest({ ...man, choose_comb_code: extras(['8979']), price: 619 }))),
    ).toBe('宫颈液基薄层细胞学检查（TCT）：该项目不适用于男性套餐');
    expect(
      await refusal(bookPerson(ctx, personRequest({ ...man, choose_comb_code: extras(['1203']), price: 679 }))),
    ).toBe('HPV 分型检测：该项目不适用于男性套餐');
    const female = { clus_Code: 'P2001', clus_Name: '女士基础体检套餐' };
    expect(
      await refusal(
        bookPerson(ctx, personRequest({ ...woman, ...female, choose_comb_code: extras(['1503']), price: 509 })),
      ),
    ).toBe('前列腺特异性抗原（PSA）：该项目不适用于女性套餐');
    expect(
      (await bookPerson(ctx, personRequest({ ...woman, ...female, choose_comb_code: extras(['8979']), price: 649 })))
        .order.price,
    ).toBe(649);
  });

  it('refuses the configured on-site-only codes (they replace the catalogue flags), and any extras on a staff order', async () => {
    const p = testPerson(16);
    const extras = (codes: string[]) =>
      JSON.stringify(codes.map((comb_code) => ({ comb_code, comb_name: '', price: 0, act_price: 0 })));
    const configured = { ...ctx, settings: { ...ctx.settings, onSiteOnlyCodes: ['9907'] } };
    expect(
      await refusal(bookPerson(configured, personRequest({ ...p, choose_comb_code: extras(['9907']), price: 1589 }))),
    ).toBe('无痛胃镜：该项目需要到现场增加');
    const staff = { ...p, type: 'staff' as const, clus_Code: 'S1001', clus_Name: '', marr_status: '0' as const };
    const staffPackage = await db
      .selectFrom('packages')
      .select(['clus_code', 'price_fen'])
      .where('clus_type', '=', 1)
      .where('sex', '=', 1)
      .executeTakeFirstOrThrow();
    expect(
      await refusal(
        bookPerson(
          ctx,
          personRequest({
            ...staff,
            clus_Code: staffPackage.clus_code,
            choose_comb_code: extras(['0507']),
            price: staffPackage.price_fen / 100 + 60,
          }),
        ),
      ),
    ).toBe('加项数据异常，请重新选择');
    // With the list configured, an item the catalogue flags (0912) but the list does not name may be added.
    const booked = await bookPerson(
      configured,
      personRequest({ ...p, choose_comb_code: extras(['0912']), price: 519 }),
    );
    expect(booked.order.price).toBe(519);
  });

  it('refuses days outside the booking window and full or holiday slots', async () => {
    const p = testPerson(7);
    expect(await refusal(bookPerson(ctx, personRequest({ ...p, begin_Time: today })))).toBe('体检日期错误');
    expect(await refusal(bookPerson(ctx, personRequest({ ...p, begin_Time: addDays(today, 7) })))).toBe(
      '该时段已无号源！请选择其他时段',
    );
    const fullOffset = Array.from({ length: 30 }, (_, i) => i + 1).find((i) => demoDayKind(today, i) === 'full') ?? 0;
    expect(await refusal(bookPerson(ctx, personRequest({ ...p, begin_Time: addDays(today, fullOffset) })))).toBe(
      '该时段已无号源！请选择其他时段',
    );
  });

  it('lets 200 concurrent bookings take exactly the 10 places of a slot', async () => {
    const day = openDays[3] ?? '';
    await db
      .insertInto('capacity_slots')
      .values({ pool: PERSON_POOL, day, sumtime_code: '90', sumtime_name: '11:00-11:30', total: 10, surplus: 10 })
      .execute();
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        bookPerson(
          ctx,
          personRequest({ ...testPerson(100 + i), begin_Time: day, sumtime_Code: '90', sumtime_Name: '11:00-11:30' }),
        ),
      ),
    );
    const booked = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(booked).toHaveLength(10);
    expect(new Set(refused.map((r) => (r.reason as Error).message))).toEqual(
      new Set(['该时段已无号源！请选择其他时段']),
    );
    const slot = await db
      .selectFrom('capacity_slots')
      .selectAll()
      .where('pool', '=', PERSON_POOL)
      .where('day', '=', day)
      .where('sumtime_code', '=', '90')
      .executeTakeFirstOrThrow();
    expect(slot.surplus).toBe(0);
    expect((await placesTaken(ctx, PERSON_POOL, day, '90')) + slot.surplus).toBe(slot.total);
  });
});

describe('bookTeam', () => {
  const chen = GROUP_MEMBERS[0];
  const teamRequest = (
    overrides: Partial<components['schemas']['TeamOrderAddRequest']> = {},
  ): components['schemas']['TeamOrderAddRequest'] => ({
    openid: 'o-team',
    name: chen.pat_name,
    tel: chen.tel ?? '',
    idcard: chen.idcard,
    clus_code: chen.clus_code,
    clus_name: '',
    begin_time: openDays[0] ?? '',
    lnc_Code: chen.lnc_code,
    sumtime_Code: '01',
    sumtime_Name: '',
    company_Name: '',
    regno: chen.reg_no,
    spType: chen.lnc_code,
    choose_comb_code: '',
    ...overrides,
  });

  it('books the assigned package against the company quota, extras within the allowance', async () => {
    expect(await refusal(bookTeam(ctx, teamRequest({ choose_comb_code: '9263,9907' })))).toBe('超出自费金额');
    expect(await refusal(bookTeam(ctx, teamRequest({ clus_code: 'G2001' })))).toBe('只能预约单位指定的体检套餐');
    const booked = await bookTeam(ctx, teamRequest({ choose_comb_code: '0507' }));
    expect(booked.order).toMatchObject({
      state: 'F',
      type: 'group',
      company_Name: '示范市数智科技有限公司',
      price: 60,
      regno: chen.reg_no,
    });
    // Booked by code, listed by name: the order carries the same JSON list as a personal one.
    expect(JSON.parse(booked.order.choose_comb_code ?? '')).toEqual([
      { comb_code: '0507', comb_name: '糖化血红蛋白', price: 70, act_price: 60 },
    ]);
    const slots = await teamSlots(ctx, chen.lnc_code, openDays[0] ?? '');
    expect(slots[0]?.team_Surplus).toBe(9);
    clock.advance(11_000);
    expect(await refusal(bookTeam(ctx, teamRequest()))).toBe('您已预约过团检，请勿重复预约');
    // The member's 15-digit number finds them on the company's list, and their order.
    expect(await refusal(bookTeam(ctx, teamRequest({ idcard: idNumberSpellings(chen.idcard)[1] ?? '' })))).toBe(
      '您已预约过团检，请勿重复预约',
    );
  });

  it("matches a name longer than the order form's 6 characters by those 6, and books under the full name on record", async () => {
    const member = {
      reg_no: 'T202600099',
      lnc_code: 'L0001',
      pat_name: '买买提·艾力江',
      idcard: demoIdNumber('650102', '19870611', '079'),
      tel: '13811110099',
      clus_code: 'G1001',
      wx_drprice_fen: 0,
    };
    await db.insertInto('group_members').values(member).execute();
    const req = teamRequest({ name: '买买提·艾力', idcard: member.idcard, tel: member.tel, regno: member.reg_no });
    expect(await refusal(bookTeam(ctx, { ...req, name: '买买提' }))).toBe('身份信息不匹配，请携带身份证到医院处理');
    const booked = await bookTeam(ctx, req);
    expect(booked.order).toMatchObject({ name: '买买提·艾力江', state: 'F', regno: member.reg_no });
  });

  it('refuses extras when the allowance is 0, strangers and empty information', async () => {
    const zhao = GROUP_MEMBERS[2];
    const req = teamRequest({ name: zhao.pat_name, idcard: zhao.idcard, tel: '13899990000', regno: zhao.reg_no });
    expect(await refusal(bookTeam(ctx, { ...req, choose_comb_code: '1501' }))).toBe('超出自费金额');
    expect(await refusal(bookTeam(ctx, { ...req, idcard: DEMO_USERS[1].idcard }))).toBe(
      '未查询到您的团检信息，请联系单位负责人',
    );
    expect(await refusal(bookTeam(ctx, { ...req, name: ' ' }))).toBe('体检信息不能为空！');
    expect(await refusal(bookTeam(ctx, { ...req, regno: '' }))).toBe('体检信息不能为空！');
    expect(await refusal(bookTeam(ctx, { ...req, regno: `${zhao.reg_no}9` }))).toBe(
      '身份信息不匹配，请携带身份证到医院处理',
    );
    expect(await refusal(bookTeam(ctx, { ...req, begin_time: '2026-02-30' }))).toBe('体检日期错误');
  });

  it('books companies without their own quota against the shared one', async () => {
    const wu = GROUP_MEMBERS[5];
    const booked = await bookTeam(
      ctx,
      teamRequest({
        name: wu.pat_name,
        idcard: wu.idcard,
        tel: wu.tel,
        regno: wu.reg_no,
        lnc_Code: wu.lnc_code,
        clus_code: wu.clus_code,
      }),
    );
    expect(await placesTaken(ctx, teamPool('total'), booked.order.begin_Time, '01')).toBe(1);
  });
});

describe('active personal orders per visitor (DEFAULT_SETTINGS.maxActiveOrders: 5)', () => {
  const CAP_MESSAGE = '您名下待体检的预约已达5个，请完成或取消后再预约';
  const SLOT = '05';
  /** Payment off: F orders, so the cap on unpaid holds (2) stays out of the way. */
  const unpaidF = (): ServiceContext => ({ ...ctx, settings: { ...ctx.settings, payEnabled: false } });
  /** Visitor `openid` books synthetic person `n` (male) on `day`. */
  const forPerson = (openid: string, n: number, day: string, overrides: Partial<PersonOrderAddRequest> = {}) =>
    personRequest({ ...testPerson(n), openid, begin_Time: day, sumtime_Code: SLOT, sumtime_Name: '', ...overrides });
  const groupRequest = (
    member: (typeof GROUP_MEMBERS)[number],
    openid: string,
    day: string,
  ): components['schemas']['TeamOrderAddRequest'] => ({
    openid,
    name: member.pat_name,
    tel: member.tel ?? '13800000000',
    idcard: member.idcard,
    clus_code: member.clus_code,
    clus_name: '',
    begin_time: day,
    lnc_Code: member.lnc_code,
    sumtime_Code: '01',
    sumtime_Name: '',
    company_Name: '',
    regno: member.reg_no,
    spType: member.lnc_code,
    choose_comb_code: '',
  });
  const ordersOf = (openid: string) =>
    db
      .selectFrom('orders')
      .select(['id', 'id_card', 'type', 'state'])
      .where('openid', '=', openid)
      .orderBy('id')
      .execute();
  const surplus = async (day: string) =>
    (
      await db
        .selectFrom('capacity_slots')
        .select('surplus')
        .where('pool', '=', PERSON_POOL)
        .where('day', '=', day)
        .where('sumtime_code', '=', SLOT)
        .executeTakeFirstOrThrow()
    ).surplus;
  /** Plenty of places in the test's slot, so only the cap can refuse. */
  const roomy = (day: string) =>
    db
      .updateTable('capacity_slots')
      .set({ total: 100, surplus: 100 })
      .where('pool', '=', PERSON_POOL)
      .where('day', '=', day)
      .where('sumtime_code', '=', SLOT)
      .execute();

  it('counts staff, vehicle and question orders but not group ones; the sixth is refused with no order and no place taken', async () => {
    const day = openDays[5] ?? '';
    await roomy(day);
    const visitor = 'o-cap-family';
    // A group order is the company's: it does not count, before or at the cap.
    await bookTeam(ctx, groupRequest(GROUP_MEMBERS[1], visitor, day));
    const staff = await db
      .selectFrom('packages')
      .select(['clus_code', 'price_fen'])
      .where('clus_type', '=', 1)
      .where('sex', '=', 1)
      .executeTakeFirstOrThrow();
    const vehicle = await db
      .selectFrom('packages')
      .select(['clus_code', 'price_fen'])
      .where('clus_type', '=', 2)
      .where('sex', '!=', 2)
      .executeTakeFirstOrThrow();
    await bookPerson(unpaidF(), forPerson(visitor, 800, day));
    await bookPerson(unpaidF(), forPerson(visitor, 801, day, { type: 'question' }));
    await bookPerson(
      unpaidF(),
      forPerson(visitor, 802, day, { type: 'staff', clus_Code: staff.clus_code, price: staff.price_fen / 100 }),
    );
    await bookPerson(
      unpaidF(),
      forPerson(visitor, 803, day, { type: 'vehicle', clus_Code: vehicle.clus_code, price: vehicle.price_fen / 100 }),
    );
    await bookPerson(unpaidF(), forPerson(visitor, 804, day));
    const before = { orders: await ordersOf(visitor), surplus: await surplus(day) };
    expect(before.orders.map((o) => o.type)).toEqual(['group', 'person', 'question', 'staff', 'vehicle', 'person']);

    expect(await refusal(bookPerson(ctx, forPerson(visitor, 805, day)))).toBe(CAP_MESSAGE);
    expect(
      await refusal(
        bookPerson(
          ctx,
          forPerson(visitor, 806, day, { type: 'staff', clus_Code: staff.clus_code, price: staff.price_fen / 100 }),
        ),
      ),
    ).toBe(CAP_MESSAGE);
    // The message names the configured number.
    expect(
      await refusal(
        bookPerson({ ...ctx, settings: { ...ctx.settings, maxActiveOrders: 3 } }, forPerson(visitor, 805, day)),
      ),
    ).toBe('您名下待体检的预约已达3个，请完成或取消后再预约');
    expect(await ordersOf(visitor)).toEqual(before.orders);
    expect(await surplus(day)).toBe(before.surplus);

    // At the cap a group order is still booked, and another visitor books as usual.
    expect((await bookTeam(ctx, groupRequest(GROUP_MEMBERS[4], visitor, day))).order.type).toBe('group');
    expect((await bookPerson(ctx, forPerson('o-cap-neighbour', 805, day))).order.state).toBe('S');
    expect(await surplus(day)).toBe(before.surplus - 1);
  });

  it('a cancelled order, or an unpaid one past its payment window (even before the sweep), frees a place under the cap', async () => {
    const day = openDays[6] ?? '';
    await roomy(day);
    const visitor = 'o-cap-freeing';
    // Payment off: F orders (they hold their place with no window); payment on: S orders (15 minutes).
    const booked = [];
    for (const n of [810, 811, 812, 813]) booked.push((await bookPerson(unpaidF(), forPerson(visitor, n, day))).order);
    booked.push((await bookPerson(ctx, forPerson(visitor, 814, day))).order);
    expect(booked.map((o) => o.state)).toEqual(['F', 'F', 'F', 'F', 'S']);
    expect(await refusal(bookPerson(ctx, forPerson(visitor, 815, day)))).toBe(CAP_MESSAGE);

    const [cancelled] = booked;
    expect(await cancelPersonOrder(ctx, visitor, { id: cancelled?.id ?? '', idCard: cancelled?.idCard ?? '' })).toBe(
      '成功取消！',
    );
    expect((await bookPerson(ctx, forPerson(visitor, 815, day))).order.state).toBe('S');
    expect(await refusal(bookPerson(ctx, forPerson(visitor, 816, day)))).toBe(CAP_MESSAGE);

    // Both S orders' windows close; nothing has swept them yet, but they no longer count. The F orders still do.
    clock.advance(PAYMENT_WINDOW_MS);
    expect((await ordersOf(visitor)).filter((o) => o.state === 'S')).toHaveLength(2);
    await bookPerson(ctx, forPerson(visitor, 816, day));
    await bookPerson(ctx, forPerson(visitor, 817, day));
    expect(await refusal(bookPerson(ctx, forPerson(visitor, 818, day)))).toBe(CAP_MESSAGE);
  });

  it('concurrent bookings of one visitor never exceed the cap, and two visitors booking the same people never deadlock', async () => {
    const day = openDays[7] ?? '';
    await roomy(day);
    const start = await surplus(day);
    const rush = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => bookPerson(unpaidF(), forPerson('o-cap-rush', 820 + i, day))),
    );
    expect(rush.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    expect(new Set(rush.flatMap((r) => (r.status === 'rejected' ? [(r.reason as Error).message] : [])))).toEqual(
      new Set([CAP_MESSAGE]),
    );
    expect(await ordersOf('o-cap-rush')).toHaveLength(5);
    expect(await surplus(day)).toBe(start - 5);

    // Visitors A and B each try ten people, five of them the same: person locks and visitor locks interleave.
    const attempts = [
      ...Array.from({ length: 10 }, (_, i) => ({ openid: 'o-cap-a', n: 850 + i })),
      ...Array.from({ length: 10 }, (_, i) => ({ openid: 'o-cap-b', n: 855 + i })),
    ].sort((x, y) => x.n - y.n || x.openid.localeCompare(y.openid));
    const results = await Promise.allSettled(
      attempts.map(({ openid, n }) => bookPerson(unpaidF(), forPerson(openid, n, day))),
    );
    const reasons = new Set(results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as Error).message] : [])));
    // A person the other visitor booked first is refused as held by another account (on PostgreSQL the two
    // visitors' bookings interleave; on the embedded database they run one after another).
    const heldByOther = (m: string) => m.startsWith('该证件号已被其他微信账号预约');
    expect([...reasons].filter((m) => m !== CAP_MESSAGE && m !== duplicate(day) && !heldByOther(m))).toEqual([]);
    const a = await ordersOf('o-cap-a');
    const b = await ordersOf('o-cap-b');
    expect(a).toHaveLength(5);
    expect(b).toHaveLength(5);
    expect(new Set([...a, ...b].map((o) => o.id_card)).size).toBe(10);
    expect(await surplus(day)).toBe(start - 15);
  });
});

describe('unpaid holds per visitor (at most 2 S orders inside their payment window)', () => {
  const UNPAID_MESSAGE = '您有2个待支付的预约，请先支付或取消后再预约';
  // The server's default (CHECKUP_MAX_UNPAID_HOLDS); the other tests here run with DEFAULT_SETTINGS' roomier cap.
  const held = (): ServiceContext => ({ ...ctx, settings: { ...ctx.settings, maxUnpaidHolds: 2 } });
  const SLOT = '04';
  const forPerson = (openid: string, n: number, day: string) =>
    personRequest({ ...testPerson(n), openid, begin_Time: day, sumtime_Code: SLOT, sumtime_Name: '' });
  const ordersOf = (openid: string) =>
    db.selectFrom('orders').select(['id', 'state']).where('openid', '=', openid).orderBy('id').execute();
  const surplus = async (day: string) =>
    (
      await db
        .selectFrom('capacity_slots')
        .select('surplus')
        .where('pool', '=', PERSON_POOL)
        .where('day', '=', day)
        .where('sumtime_code', '=', SLOT)
        .executeTakeFirstOrThrow()
    ).surplus;
  const roomy = (day: string) =>
    db
      .updateTable('capacity_slots')
      .set({ total: 100, surplus: 100 })
      .where('pool', '=', PERSON_POOL)
      .where('day', '=', day)
      .where('sumtime_code', '=', SLOT)
      .execute();

  it('refuses a third unpaid hold with no order and no place taken; F orders do not count; a cancel or a closed window frees one', async () => {
    const day = openDays[8] ?? '';
    await roomy(day);
    const visitor = 'o-unpaid-holds';
    const unpaidF: ServiceContext = { ...held(), settings: { ...held().settings, payEnabled: false } };
    await bookPerson(unpaidF, forPerson(visitor, 870, day));
    const first = (await bookPerson(held(), forPerson(visitor, 871, day))).order;
    await bookPerson(held(), forPerson(visitor, 872, day));
    const before = { orders: await ordersOf(visitor), surplus: await surplus(day) };
    expect(before.orders.map((o) => o.state)).toEqual(['F', 'S', 'S']);

    expect(await refusal(bookPerson(held(), forPerson(visitor, 873, day)))).toBe(UNPAID_MESSAGE);
    expect(await ordersOf(visitor)).toEqual(before.orders);
    expect(await surplus(day)).toBe(before.surplus);
    // An order that holds no payment is still booked, and another visitor is not concerned.
    expect((await bookPerson(unpaidF, forPerson(visitor, 874, day))).order.state).toBe('F');
    expect((await bookPerson(held(), forPerson('o-unpaid-neighbour', 873, day))).order.state).toBe('S');

    expect(await cancelPersonOrder(ctx, visitor, { id: first.id, idCard: first.idCard })).toBe('成功取消！');
    expect((await bookPerson(held(), forPerson(visitor, 875, day))).order.state).toBe('S');
    expect(await refusal(bookPerson(held(), forPerson(visitor, 876, day)))).toBe(UNPAID_MESSAGE);
    // Both windows close: nothing has swept them yet, but they no longer count.
    clock.advance(PAYMENT_WINDOW_MS);
    expect((await bookPerson(held(), forPerson(visitor, 876, day))).order.state).toBe('S');
  });

  it('concurrent unpaid bookings of one visitor make exactly 2 holds', async () => {
    const day = openDays[9] ?? '';
    await roomy(day);
    const start = await surplus(day);
    const rush = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) => bookPerson(held(), forPerson('o-unpaid-rush', 880 + i, day))),
    );
    expect(rush.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    expect(new Set(rush.flatMap((r) => (r.status === 'rejected' ? [(r.reason as Error).message] : [])))).toEqual(
      new Set([UNPAID_MESSAGE]),
    );
    expect(await surplus(day)).toBe(start - 2);
  });
});

describe('Idempotency-Key (openapi.yaml components.parameters.IdempotencyKey)', () => {
  const KEY_MISMATCH = '重复提交的订单内容不一致，请返回重新提交';
  const SLOT = '06';
  const ordersOf = (openid: string) =>
    db
      .selectFrom('orders')
      .select(['id', 'id_card', 'sumtime_code', 'idempotency_key'])
      .where('openid', '=', openid)
      .orderBy('id')
      .execute();
  const surplus = async (day: string, slot = SLOT) =>
    (
      await db
        .selectFrom('capacity_slots')
        .select('surplus')
        .where('pool', '=', PERSON_POOL)
        .where('day', '=', day)
        .where('sumtime_code', '=', slot)
        .executeTakeFirstOrThrow()
    ).surplus;
  /** Visitor `openid` books synthetic person `n` (male) on `day`. */
  const forPerson = (openid: string, n: number, day: string, overrides: Partial<PersonOrderAddRequest> = {}) =>
    personRequest({ ...testPerson(n), openid, begin_Time: day, sumtime_Code: SLOT, sumtime_Name: '', ...overrides });

  it('answers the first order for 24 hours, past the repeat window and whatever happened since; then it is forgotten', async () => {
    const day = openDays[12] ?? '';
    const req = forPerson('o-key-late', 900, day);
    const first = await bookPerson(ctx, req, 'key-late-1');
    expect(first.repeated).toBe(false);
    clock.advance(60_000);
    // Without the key the same request is a second booking now.
    expect(await refusal(bookPerson(ctx, req))).toBe(duplicate(day));
    // The slot fills up and the package's price changes: the key still answers the order it made, as it was made.
    await db
      .updateTable('capacity_slots')
      .set({ surplus: 0 })
      .where('pool', '=', PERSON_POOL)
      .where('day', '=', day)
      .where('sumtime_code', '=', SLOT)
      .execute();
    await db.updateTable('packages').set({ price_fen: 40_000 }).where('clus_code', '=', 'P1001').execute();
    try {
      const again = await bookPerson(ctx, { ...req }, 'key-late-1');
      expect(again).toEqual({ ...first, repeated: true });
      clock.advance(24 * 3_600_000 - 60_000 - 1);
      expect((await bookPerson(ctx, req, 'key-late-1')).order.id).toBe(first.order.id);
    } finally {
      await db.updateTable('packages').set({ price_fen: 39_900 }).where('clus_code', '=', 'P1001').execute();
    }
    expect(await ordersOf('o-key-late')).toHaveLength(1);
    // 24 hours on, the key means nothing: the request is judged afresh (the first order, unpaid, has long expired).
    clock.advance(1);
    await db
      .updateTable('capacity_slots')
      .set({ surplus: 5 })
      .where('pool', '=', PERSON_POOL)
      .where('day', '=', day)
      .where('sumtime_code', '=', SLOT)
      .execute();
    const fresh = await bookPerson(ctx, req, 'key-late-1');
    expect(fresh.repeated).toBe(false);
    expect(fresh.order.id).not.toBe(first.order.id);
  });

  it('refuses the key with another body and writes nothing; a refused request records no key', async () => {
    const day = openDays[13] ?? '';
    const req = forPerson('o-key-mismatch', 910, day);
    // Refused first (wrong total): nothing is recorded, so the corrected request may use the same key.
    expect(await refusal(bookPerson(ctx, { ...req, price: 1 }, 'key-mismatch-1'))).toBe('金额异常');
    const first = await bookPerson(ctx, req, 'key-mismatch-1');
    expect(first.repeated).toBe(false);
    const before = { orders: await ordersOf('o-key-mismatch'), other: await surplus(day, '05') };
    for (const other of [
      { ...req, sumtime_Code: '05' },
      forPerson('o-key-mismatch', 911, day),
      { ...req, tel: ` ${req.tel}` },
    ]) {
      expect(await refusal(bookPerson(ctx, other, 'key-mismatch-1'))).toBe(KEY_MISMATCH);
    }
    expect(await ordersOf('o-key-mismatch')).toEqual(before.orders);
    expect(await surplus(day, '05')).toBe(before.other);
    // The same fields in another order are the same body.
    const reordered = Object.fromEntries(Object.entries(req).reverse()) as PersonOrderAddRequest;
    expect((await bookPerson(ctx, reordered, 'key-mismatch-1')).order.id).toBe(first.order.id);
  });

  it('is the visitor’s own: another visitor’s equal key books their own order', async () => {
    const day = openDays[14] ?? '';
    const mine = await bookPerson(ctx, forPerson('o-key-mine', 920, day), 'shared-key');
    const theirs = await bookPerson(ctx, forPerson('o-key-theirs', 921, day), 'shared-key');
    expect(theirs.repeated).toBe(false);
    expect(theirs.order.id).not.toBe(mine.order.id);
    expect(theirs.order.idCard).toBe(testPerson(921).idCard);
  });

  it('sends of one key at once give one order: the same body answers it, other people are refused', async () => {
    const day = openDays[15] ?? '';
    const start = await surplus(day);
    const same = await Promise.all(
      Array.from({ length: 5 }, () => bookPerson(ctx, forPerson('o-key-rush', 930, day), 'key-rush-1')),
    );
    expect(new Set(same.map((b) => b.order.id)).size).toBe(1);
    expect(same.filter((b) => !b.repeated)).toHaveLength(1);
    // One key for five different people at once: only the visitor lock keeps them apart (their person locks differ).
    const others = await Promise.allSettled(
      Array.from({ length: 5 }, (_, i) => bookPerson(ctx, forPerson('o-key-rush', 940 + i, day), 'key-rush-2')),
    );
    expect(others.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(others.flatMap((r) => (r.status === 'rejected' ? [(r.reason as Error).message] : []))).toEqual(
      Array<string>(4).fill(KEY_MISMATCH),
    );
    expect(await ordersOf('o-key-rush')).toHaveLength(2);
    expect(await surplus(day)).toBe(start - 2);
  });

  it('works for group orders: resent after the repeat window, and one key for four members at once', async () => {
    const day = openDays[16] ?? '';
    type Member = {
      pat_name: string;
      tel: string | null;
      idcard: string;
      clus_code: string;
      lnc_code: string;
      reg_no: string;
    };
    const groupRequest = (member: Member, openid: string): components['schemas']['TeamOrderAddRequest'] => ({
      openid,
      name: member.pat_name,
      tel: member.tel ?? '',
      idcard: member.idcard,
      clus_code: member.clus_code,
      clus_name: '',
      begin_time: day,
      lnc_Code: member.lnc_code,
      sumtime_Code: '01',
      sumtime_Name: '',
      company_Name: '',
      regno: member.reg_no,
      spType: member.lnc_code,
      choose_comb_code: '',
    });
    const sun = groupRequest(GROUP_MEMBERS[3], 'o-key-team');
    const first = await bookTeam(ctx, sun, 'key-team-1');
    clock.advance(60_000);
    expect(await refusal(bookTeam(ctx, sun))).toBe('您已预约过团检，请勿重复预约');
    expect(await bookTeam(ctx, sun, 'key-team-1')).toEqual({ ...first, repeated: true });
    // One key for four colleagues at once (a group booking takes the visitor lock for this alone: no cap applies).
    const colleagues = [1, 2, 3].map((i) => ({
      reg_no: `T20260009${i}`,
      lnc_code: 'L0001',
      pat_name: `钱进${i}`,
      idcard: demoIdNumber('330106', '19900101', `0${i}7`),
      tel: `1381111009${i}`,
      clus_code: 'G1001',
      wx_drprice_fen: 0,
    }));
    await db.insertInto('group_members').values(colleagues).execute();
    const all = await Promise.allSettled(
      [GROUP_MEMBERS[6], ...colleagues].map((member) =>
        bookTeam(ctx, groupRequest(member, 'o-key-team'), 'key-team-2'),
      ),
    );
    expect(all.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(all.flatMap((r) => (r.status === 'rejected' ? [(r.reason as Error).message] : []))).toEqual(
      Array<string>(3).fill(KEY_MISMATCH),
    );
    expect(await ordersOf('o-key-team')).toHaveLength(2);
  });
});

describe('book_order (migrations/0017_book_order_static_insert.sql)', () => {
  it('names every column of orders in its INSERT but those the database fills itself', async () => {
    const { rows: columns } = await sql<{ column_name: string }>`
      SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'orders'`.execute(
      db,
    );
    const { rows } = await sql<{ definition: string }>`
      SELECT pg_get_functiondef('book_order'::regproc) AS definition`.execute(db);
    const inserted = /INSERT INTO orders \(([^)]*)\)/.exec(rows[0]!.definition)?.[1] ?? '';
    const listed = inserted.split(',').map((name) => name.trim());
    const filledByTheDatabase = ['id', 'errmsg', 'paid_at', 'closed_at'];
    expect(listed.sort()).toEqual(
      columns
        .map((c) => c.column_name)
        .filter((name) => !filledByTheDatabase.includes(name))
        .sort(),
    );
  });
});
