/**
 * Calendars, time slots and order creation. A booking is one transaction: serialize on (ID number, type), then on the
 * visitor; answer a submit repeated with its Idempotency-Key (or, without a key, an identical submit within seconds)
 * with the first order, refuse a second active booking and a visitor over the cap on active personal orders, take a
 * place atomically, insert.
 */
import { createHash } from 'node:crypto';
import {
  checkIdNumber,
  checkOrderIdentity,
  checkPhone,
  daysBetween,
  idNumber18,
  idNumberSpellings,
  matchesShortName,
  parseIsoDate,
  parseYuan,
  shanghaiDateOf,
  type Sex,
} from '@checkup/sdk/rules';
import type { components } from '@checkup/sdk/schema';
import { sql, type Insertable, type Selectable } from 'kysely';
import type { BookingTables, CatalogTables, OrderState, OrderType } from '../db/schema';
import { PERSON_POOL, teamPool } from '../db/pools';
import type { PlaceRef } from '../db/places';
import type { ServiceContext } from './context';
import { BusinessError, ensure } from './errors';
import { codesFromCommaList, codesFromExtrasJson, EXTRAS_INVALID_MESSAGE, priceExtras } from './extras';
import { toWireOrder, type OrderRow } from './orderView';
import { PERSONAL_TYPES } from './orders';
import { PAYMENT_WINDOW_MS } from './paymentWindow';
import { refuseHeldByAnotherAccount } from './holdLimits';

type S = components['schemas'];

const SLOT_FULL_MESSAGE = '该时段已无号源！请选择其他时段';
/** What each personal check-up type is called in the duplicate-booking refusal (the app's 体检类型 labels). */
const CHECK_TYPE_NAMES: Record<Exclude<OrderType, 'group'>, string> = {
  person: '健康体检',
  question: '个性化体检',
  staff: '入职体检',
  vehicle: '驾驶证体检',
};
/**
 * Ours (the spec's catalogue has no text for it): the rule applied is one active order per person and check-up type,
 * whatever its date, so the refusal names the type and the day of the order that stands in the way.
 */
function personDuplicateMessage(type: Exclude<OrderType, 'group'>, day: string): string {
  return `该体检人已有${day}的${CHECK_TYPE_NAMES[type]}预约，同一类体检每人只能保留一个未完成的预约，请完成或取消后再预约`;
}
const TEAM_DUPLICATE_MESSAGE = '您已预约过团检，请勿重复预约';
const DATE_INVALID_MESSAGE = '体检日期错误';
const MARRIED_PACKAGE_MESSAGE = '这是已婚套餐，确认已婚可选择';
const PRICE_MISMATCH_MESSAGE = '金额异常';
const PACKAGE_UNAVAILABLE_MESSAGE = '获取套餐数据异常！';
const TEAM_EMPTY_MESSAGE = '体检信息不能为空！';
const OVER_ALLOWANCE_MESSAGE = '超出自费金额';
export const TEAM_MEMBER_NOT_FOUND_MESSAGE = '未查询到您的团检信息，请联系单位负责人';
const TEAM_IDENTITY_MISMATCH_MESSAGE = '身份信息不匹配，请携带身份证到医院处理';
const TEAM_PACKAGE_MESSAGE = '只能预约单位指定的体检套餐';
/** Ours (the spec has no such rule): a visitor holding `max` active personal orders books no more. */
function activeOrdersCapMessage(max: number): string {
  return `您名下待体检的预约已达${max}个，请完成或取消后再预约`;
}
/** Ours (the spec has no such rule): pay or cancel an unpaid hold before booking again. */
function unpaidHoldsCapMessage(max: number): string {
  return `您有${max}个待支付的预约，请先支付或取消后再预约`;
}
const PERSONAL_FIELDS_MESSAGES = { name: '请输入姓名', idCard: '请输入身份证件号码', tel: '请输入手机号码' } as const;

/** Without an Idempotency-Key, an identical submit within this window returns the first order instead of booking again. */
const REPEAT_WINDOW_MS = 10_000;
/** How long an Idempotency-Key answers the order it created (openapi.yaml, components.parameters.IdempotencyKey). */
const IDEMPOTENCY_WINDOW_MS = 24 * 3_600_000;
/** Ours: an Idempotency-Key sent again with another body. */
const IDEMPOTENCY_MISMATCH_MESSAGE = '重复提交的订单内容不一致，请返回重新提交';
/** The widest calendar range one call may ask for. */
const MAX_CALENDAR_DAYS = 93;

// ---------------------------------------------------------------------------------------------------------------
// Calendars and slots

interface DayTotals {
  day: string;
  holiday: boolean;
  total: number;
  surplus: number;
}

async function dayTotals(ctx: ServiceContext, pool: string, start: string, end: string): Promise<DayTotals[]> {
  if (!parseIsoDate(start) || !parseIsoDate(end) || daysBetween(start, end) < 0) return [];
  ensure(daysBetween(start, end) <= MAX_CALENDAR_DAYS, DATE_INVALID_MESSAGE);
  return ctx.db
    .selectFrom('capacity_days as d')
    .leftJoin('capacity_slots as s', (join) => join.onRef('s.pool', '=', 'd.pool').onRef('s.day', '=', 'd.day'))
    .select((eb) => [
      'd.day',
      'd.holiday',
      eb.fn.coalesce(eb.fn.sum<number>('s.total'), sql<number>`0`).as('total'),
      eb.fn.coalesce(eb.fn.sum<number>('s.surplus'), sql<number>`0`).as('surplus'),
    ])
    .where('d.pool', '=', pool)
    .where('d.day', '>=', start)
    .where('d.day', '<=', end)
    .groupBy(['d.day', 'd.holiday'])
    .orderBy('d.day')
    .execute();
}

async function slotsOf(ctx: ServiceContext, pool: string, day: string) {
  return ctx.db
    .selectFrom('capacity_slots as s')
    .innerJoin('capacity_days as d', (join) => join.onRef('d.pool', '=', 's.pool').onRef('d.day', '=', 's.day'))
    .select(['s.sumtime_code', 's.sumtime_name', 's.surplus'])
    .where('s.pool', '=', pool)
    .where('s.day', '=', day)
    .where('d.holiday', '=', false)
    .orderBy('s.sumtime_code')
    .execute();
}

/** Personal calendar days between start and end (inclusive); days without data are simply absent (待开). */
export async function personCalendar(ctx: ServiceContext, start: string, end: string): Promise<S['PersonSumDay'][]> {
  const days = await dayTotals(ctx, PERSON_POOL, start, end);
  return days.map((d) => ({
    person_Date: d.day,
    person_Flag: d.holiday ? 'T' : 'F',
    person_Sum: Number(d.total),
    person_Surplus: Number(d.surplus),
  }));
}

/** Arrival-time slots of a personal day. */
export async function personSlots(ctx: ServiceContext, day: string): Promise<S['PersonTimeSlot'][]> {
  const slots = await slotsOf(ctx, PERSON_POOL, day);
  return slots.map((s) => ({ sumtime_Code: s.sumtime_code, sumtime_Name: s.sumtime_name, person_Surplus: s.surplus }));
}

/**
 * Which group quota a company books against (TeamSumDay.spType): its own code when it has its own capacity,
 * else 'total', the centre's shared group capacity. 'total' itself names the shared quota.
 */
async function teamQuota(ctx: ServiceContext, lncCode: string): Promise<string> {
  if (lncCode === 'total') return 'total';
  const own = await ctx.db
    .selectFrom('capacity_days')
    .select('day')
    .where('pool', '=', teamPool(lncCode))
    .limit(1)
    .executeTakeFirst();
  return own ? lncCode : 'total';
}

/** Group calendar days for a company (or 'total'). */
export async function teamCalendar(
  ctx: ServiceContext,
  lncCode: string,
  start: string,
  end: string,
): Promise<S['TeamSumDay'][]> {
  const quota = await teamQuota(ctx, lncCode);
  const days = await dayTotals(ctx, teamPool(quota), start, end);
  return days.map((d) => ({
    team_Date: d.day,
    team_Flag: d.holiday ? 'T' : 'F',
    team_Sum: Number(d.total),
    team_Surplus: Number(d.surplus),
    spType: quota,
  }));
}

/** Arrival-time slots of a group day for a company (or 'total'). */
export async function teamSlots(ctx: ServiceContext, lncCode: string, day: string): Promise<S['TeamTimeSlot'][]> {
  const quota = await teamQuota(ctx, lncCode);
  const slots = await slotsOf(ctx, teamPool(quota), day);
  return slots.map((s) => ({ sumtime_Code: s.sumtime_code, sumtime_Name: s.sumtime_name, team_Surplus: s.surplus }));
}

// ---------------------------------------------------------------------------------------------------------------
// Booking

/** The outcome of a booking: the order, and whether it is the first order returned again for a repeated submit. */
export interface Booked {
  order: S['Order'];
  repeated: boolean;
}

/** A client's Idempotency-Key for one submit intent, and the hash of the body it was sent with. */
interface Idempotency {
  key: string;
  bodyHash: string;
}

function idempotencyOf(key: string | undefined, body: object): Idempotency | undefined {
  return key === undefined ? undefined : { key, bodyHash: sha256Hex(canonicalJson(body)) };
}

/**
 * The order the visitor's key created in the last 24 hours, if any; the same key with another body is refused. Asked
 * before the request is judged (the answer must not depend on what the catalogue, the calendar or the visitor's other
 * orders have become since) and again under the visitor lock (sends of one key at the same time).
 */
async function keyedOrder(
  ctx: ServiceContext,
  openid: string,
  idempotency: Idempotency,
  now: Date,
): Promise<OrderRow | undefined> {
  const first = await ctx.db
    .selectFrom('orders')
    .selectAll()
    .where('openid', '=', openid)
    .where('idempotency_key', '=', idempotency.key)
    .where('created_at', '>', new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS))
    .orderBy('id')
    .executeTakeFirst();
  ensure(!first || first.idempotency_body_hash === idempotency.bodyHash, IDEMPOTENCY_MISMATCH_MESSAGE);
  return first;
}

/** PersonOrderAdd's answer for an order: the order and the user it was booked for. */
function personBooked(row: OrderRow, repeated: boolean): Booked & { created: S['PersonOrderCreated'] } {
  const order = toWireOrder(row);
  return { order, repeated, created: { ord: order, uid: { name: row.name, idCard: row.id_card, tel: row.tel } } };
}

const PACKAGE_TYPE_OF: Record<Exclude<OrderType, 'group'>, number> = { person: 3, question: 3, staff: 1, vehicle: 2 };

/**
 * The order's identity document. A resident ID number must pass the full check (it carries the sex). Any other number
 * must be the document the visitor registered under another type (passport, Hong Kong/Macau or Taiwan permit: the
 * registration asks their sex), whose registered sex then stands in for the sex-specific package rule. Otherwise the
 * resident ID check's message.
 */
async function orderDocument(
  ctx: ServiceContext,
  openid: string,
  idCard: string,
  today: string,
): Promise<{ documentSex?: Sex }> {
  const idCheck = checkIdNumber(idCard, today);
  if (idCheck.ok) return {};
  const registered = await ctx.db
    .selectFrom('users')
    .select('sex')
    .where('openid', '=', openid)
    .where(sql<string>`upper(idcard)`, '=', idCard)
    .where('card_type', '!=', 'idcard')
    .executeTakeFirst();
  if (!registered) throw new BusinessError(idCheck.message);
  return { documentSex: registered.sex === 2 ? 2 : 1 };
}

/** PersonOrderAdd: a personal (person, question, staff or vehicle) order, priced by the server. */
export async function bookPerson(
  ctx: ServiceContext,
  req: S['PersonOrderAddRequest'],
  idempotencyKey?: string,
): Promise<Booked & { created: S['PersonOrderCreated'] }> {
  const now = ctx.clock.now();
  const idempotency = idempotencyOf(idempotencyKey, req);
  const keyed = idempotency && (await keyedOrder(ctx, req.openid, idempotency, now));
  if (keyed) return personBooked(keyed, true);
  const today = shanghaiDateOf(now);
  const name = req.name.trim();
  const idCard = req.idCard.trim().toUpperCase();
  const tel = req.tel.trim();
  ensure(name, PERSONAL_FIELDS_MESSAGES.name);
  ensure(idCard, PERSONAL_FIELDS_MESSAGES.idCard);
  ensure(tel, PERSONAL_FIELDS_MESSAGES.tel);
  const { documentSex } = await orderDocument(ctx, req.openid, idCard, today);
  const phone = checkPhone(tel);
  if (!phone.ok) throw new BusinessError(phone.message);
  const personType = req.type;
  ensure(personType !== 'group', PACKAGE_UNAVAILABLE_MESSAGE);
  ensureBookableDay(ctx, req.begin_Time, today);

  const pkg = await ctx.db.selectFrom('packages').selectAll().where('clus_code', '=', req.clus_Code).executeTakeFirst();
  ensure(pkg && pkg.clus_type === PACKAGE_TYPE_OF[personType], PACKAGE_UNAVAILABLE_MESSAGE);
  const identity = checkOrderIdentity(idCard, pkg.sex, { documentSex, today });
  if (!identity.ok) throw new BusinessError(identity.message);
  // The app asks a user whose marital type is 1 to confirm before choosing a married package and then sends the
  // package's marr_status; anything else means the confirmation was skipped.
  ensure(pkg.marr_status !== 2 || req.marr_status === '2', MARRIED_PACKAGE_MESSAGE);

  const codes = codesFromExtrasJson(req.choose_comb_code);
  // Staff packages are set by the employer: the app offers no extras for them (docs/product/booking-journey.md §2).
  ensure(req.type !== 'staff' || codes.length === 0, EXTRAS_INVALID_MESSAGE);
  const { extras, totalFen: extrasFen } = await priceExtras(ctx, pkg, codes);
  const amountFen = packagePriceFen(pkg) + extrasFen;
  ensure(parseYuan(req.price) === amountFen, PRICE_MISMATCH_MESSAGE);

  const state = ctx.settings.payEnabled && amountFen > 0 ? 'S' : 'F';
  const { order, repeated } = await bookInTransaction(ctx, {
    lockKey: `${idNumber18(idCard)}|${req.type}`,
    requestHash: hashRequest([
      req.openid,
      req.type,
      idCard,
      name,
      tel,
      pkg.clus_code,
      req.begin_Time,
      req.sumtime_Code,
      extras
        .map((e) => e.comb_code)
        .sort()
        .join(','),
    ]),
    idempotency,
    duplicateMessage: (day) => personDuplicateMessage(personType, day),
    idCard,
    type: req.type,
    openid: req.openid,
    maxActiveOrders: ctx.settings.maxActiveOrders,
    // Only an order that waits for payment is an unpaid hold.
    ...(state === 'S' ? { maxUnpaidHolds: ctx.settings.maxUnpaidHolds } : {}),
    place: { pool: PERSON_POOL, day: req.begin_Time, sumtimeCode: req.sumtime_Code },
    order: {
      openid: req.openid,
      type: req.type,
      state,
      id_card: idCard,
      name,
      tel,
      clus_code: pkg.clus_code,
      clus_name: pkg.clus_name,
      begin_time: req.begin_Time,
      sumtime_code: req.sumtime_Code,
      pool: PERSON_POOL,
      price_fen: pkg.price_fen,
      jd_flag: pkg.jd_flag,
      jd_price_fen: pkg.jd_price_fen,
      extras: JSON.stringify(extras),
      extras_fen: extrasFen,
      amount_fen: amountFen,
      marr_status: pkg.marr_status,
      lnc_code: null,
      company_name: '',
      reg_no: null,
      created_at: now,
    },
  });
  return personBooked(order, repeated);
}

/** TeamOrderAdd: a group member books the assigned package; extras only within the self-pay allowance. */
export async function bookTeam(
  ctx: ServiceContext,
  req: S['TeamOrderAddRequest'],
  idempotencyKey?: string,
): Promise<Booked> {
  const now = ctx.clock.now();
  const idempotency = idempotencyOf(idempotencyKey, req);
  const keyed = idempotency && (await keyedOrder(ctx, req.openid, idempotency, now));
  if (keyed) return { order: toWireOrder(keyed), repeated: true };
  const today = shanghaiDateOf(now);
  const name = req.name.trim();
  const idCard = req.idcard.trim().toUpperCase();
  const tel = req.tel.trim();
  // regno (from TeamLogin) names the member's registration: a group booking without it is incomplete.
  ensure(name && idCard && tel && req.lnc_Code.trim() && req.clus_code.trim() && req.regno.trim(), TEAM_EMPTY_MESSAGE);
  ensureBookableDay(ctx, req.begin_time, today);

  const member = await ctx.db
    .selectFrom('group_members as m')
    .innerJoin('companies as c', 'c.lnc_code', 'm.lnc_code')
    .innerJoin('packages as p', 'p.clus_code', 'm.clus_code')
    .select([
      'm.reg_no',
      'm.pat_name',
      'm.tel',
      'm.clus_code',
      'm.wx_drprice_fen',
      'c.lnc_code',
      'c.lnc_name',
      'p.clus_name',
      'p.sex',
      'p.price_fen',
      'p.jd_flag',
      'p.jd_price_fen',
    ])
    .where('m.lnc_code', '=', req.lnc_Code)
    .where(sql<string>`upper(m.idcard)`, 'in', idNumberSpellings(idCard))
    .executeTakeFirst();
  ensure(member, TEAM_MEMBER_NOT_FOUND_MESSAGE);
  ensure(
    matchesShortName(member.pat_name, name) &&
      (member.tel === null || member.tel === tel) &&
      req.regno.trim() === member.reg_no,
    TEAM_IDENTITY_MISMATCH_MESSAGE,
  );
  ensure(req.clus_code === member.clus_code, TEAM_PACKAGE_MESSAGE);

  const codes = codesFromCommaList(req.choose_comb_code);
  const { extras, totalFen: extrasFen } = await priceExtras(
    ctx,
    { clus_code: member.clus_code, sex: member.sex },
    codes,
  );
  ensure(extrasFen <= member.wx_drprice_fen, OVER_ALLOWANCE_MESSAGE);
  const quota = await teamQuota(ctx, member.lnc_code);

  const { order, repeated } = await bookInTransaction(ctx, {
    lockKey: `${idNumber18(idCard)}|group`,
    requestHash: hashRequest([
      req.openid,
      'group',
      idCard,
      name,
      tel,
      member.lnc_code,
      member.clus_code,
      req.begin_time,
      req.sumtime_Code,
      extras
        .map((e) => e.comb_code)
        .sort()
        .join(','),
    ]),
    idempotency,
    duplicateMessage: () => TEAM_DUPLICATE_MESSAGE,
    idCard,
    type: 'group',
    openid: req.openid,
    place: { pool: teamPool(quota), day: req.begin_time, sumtimeCode: req.sumtime_Code },
    order: {
      openid: req.openid,
      type: 'group',
      state: 'F',
      id_card: idCard,
      // The member's full name on record (the request carries at most its first 6 characters).
      name: member.pat_name,
      tel,
      clus_code: member.clus_code,
      clus_name: member.clus_name,
      begin_time: req.begin_time,
      sumtime_code: req.sumtime_Code,
      pool: teamPool(quota),
      price_fen: member.price_fen,
      jd_flag: member.jd_flag,
      jd_price_fen: member.jd_price_fen,
      extras: JSON.stringify(extras),
      extras_fen: extrasFen,
      // The company pays the package; the member pays the extras (within the allowance) at the centre.
      amount_fen: extrasFen,
      marr_status: 0,
      lnc_code: member.lnc_code,
      company_name: member.lnc_name,
      reg_no: member.reg_no,
      created_at: now,
    },
  });
  return { order: toWireOrder(order), repeated };
}

function ensureBookableDay(ctx: ServiceContext, day: string, today: string): void {
  ensure(parseIsoDate(day), DATE_INVALID_MESSAGE);
  const ahead = daysBetween(today, day);
  ensure(ahead >= ctx.settings.bookingStartDays && ahead <= ctx.settings.bookingEndDays, DATE_INVALID_MESSAGE);
}

/** The payable package price: the discount price when the discount flag is T. */
function packagePriceFen(
  pkg: Pick<Selectable<CatalogTables['packages']>, 'price_fen' | 'jd_flag' | 'jd_price_fen'>,
): number {
  return pkg.jd_flag === 'T' ? pkg.jd_price_fen : pkg.price_fen;
}

function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function hashRequest(parts: readonly string[]): string {
  return sha256Hex(JSON.stringify(parts));
}

/** JSON with every object's keys sorted, so a body resent with its fields in another order hashes the same. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'object' && item !== null && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

interface BookingPlan {
  lockKey: string;
  /** The repeat check of a submit without an Idempotency-Key. */
  requestHash: string;
  idempotency: Idempotency | undefined;
  /** The refusal when the person already holds an active order of the type, given that order's day. */
  duplicateMessage: (day: string) => string;
  idCard: string;
  type: OrderType;
  /** The booking visitor (the session's openid). */
  openid: string;
  /** A personal order: the most active personal orders the visitor may hold. */
  maxActiveOrders?: number;
  /** A personal order: the most unpaid (S) orders inside their payment window the visitor may hold. */
  maxUnpaidHolds?: number;
  place: PlaceRef;
  /** The order's columns; the slot's name is filled in by the database when the place is taken. */
  order: Omit<OrderColumns, 'sumtime_name' | 'request_hash' | 'idempotency_key' | 'idempotency_body_hash'>;
}

/**
 * Every column `book_order` inserts (migrations/0017_book_order_static_insert.sql), each given: its INSERT is written
 * out, so a column left out would be stored as NULL rather than take its default.
 */
type OrderColumns = Required<Omit<Insertable<BookingTables['orders']>, 'id' | 'errmsg' | 'paid_at' | 'closed_at'>>;

/** The person's active order that refuses a second booking of the same type. */
interface ConflictingOrder {
  id: number;
  openid: string;
  type: OrderType;
  begin_time: string;
  state: OrderState;
  created_at: Date;
}

/** What the database's `book_order` decided (migrations/0014_book_order_function.sql, 0017); the messages are chosen here. */
type BookingOutcome =
  | { status: 'created' | 'repeated'; order: OrderRow }
  | { status: 'key_mismatch' | 'full' }
  | { status: 'duplicate'; conflict: ConflictingOrder }
  | { status: 'cap'; held: number }
  | { status: 'unpaid_cap'; unpaid: number };

/** The timestamp columns of an order, which come back from `to_jsonb` as ISO text. */
const ORDER_TIMESTAMPS = ['created_at', 'paid_at', 'closed_at'] as const;

function orderFromJson(json: Record<string, unknown>): OrderRow {
  const row = { ...json };
  for (const column of ORDER_TIMESTAMPS) {
    const value = row[column];
    if (typeof value === 'string') row[column] = new Date(value);
  }
  return row as unknown as OrderRow;
}

/** The outcome as TypeScript types: the JSON's timestamps as dates. */
function outcomeFromJson(
  json: {
    status: BookingOutcome['status'];
    order?: Record<string, unknown>;
    conflict?: Record<string, unknown>;
  } & Record<string, unknown>,
): BookingOutcome {
  if (json.order) return { ...json, order: orderFromJson(json.order) } as BookingOutcome;
  if (json.conflict)
    return {
      ...json,
      conflict: { ...json.conflict, created_at: new Date(String(json.conflict['created_at'])) },
    } as BookingOutcome;
  return json as BookingOutcome;
}

/**
 * One booking, one statement: `book_order` serializes on the person and type, then on the visitor (advisory locks);
 * answers a repeated submit with its first order; refuses a second active order, a visitor over either cap and a full
 * slot; takes the place and inserts the order right after, so the slot row stays locked only until the commit.
 */
async function bookInTransaction(
  ctx: ServiceContext,
  plan: BookingPlan,
): Promise<{ order: OrderRow; repeated: boolean }> {
  const now = ctx.clock.now();
  const since = (ms: number) => new Date(now.getTime() - ms);
  const order = {
    ...plan.order,
    request_hash: plan.requestHash,
    idempotency_key: plan.idempotency?.key ?? null,
    idempotency_body_hash: plan.idempotency?.bodyHash ?? null,
  };
  const { rows } = await sql<{ outcome: Parameters<typeof outcomeFromJson>[0] }>`SELECT book_order(
    ${plan.lockKey}, ${plan.openid}, ${idNumberSpellings(plan.idCard)}::text[], ${plan.type}, ${shanghaiDateOf(now)}, ${since(PAYMENT_WINDOW_MS)},
    ${plan.requestHash}, ${since(REPEAT_WINDOW_MS)},
    ${plan.idempotency?.key ?? null}, ${plan.idempotency?.bodyHash ?? null}, ${since(IDEMPOTENCY_WINDOW_MS)},
    ${PERSONAL_TYPES}::text[], ${plan.maxActiveOrders ?? null}::integer, ${plan.maxUnpaidHolds ?? null}::integer,
    ${plan.place.pool}, ${plan.place.day}, ${plan.place.sumtimeCode}, ${JSON.stringify(order)}::jsonb
  ) AS outcome`.execute(ctx.db);
  const outcome = outcomeFromJson(rows[0]!.outcome);
  switch (outcome.status) {
    case 'created':
      return { order: outcome.order, repeated: false };
    case 'repeated':
      return { order: outcome.order, repeated: true };
    case 'key_mismatch':
      throw new BusinessError(IDEMPOTENCY_MISMATCH_MESSAGE);
    case 'duplicate':
      refuseHeldByAnotherAccount(outcome.conflict, plan.openid);
      throw new BusinessError(plan.duplicateMessage(outcome.conflict.begin_time));
    case 'cap':
      throw new BusinessError(activeOrdersCapMessage(plan.maxActiveOrders ?? outcome.held));
    case 'unpaid_cap':
      throw new BusinessError(unpaidHoldsCapMessage(plan.maxUnpaidHolds ?? outcome.unpaid));
    case 'full':
      throw new BusinessError(SLOT_FULL_MESSAGE);
  }
}
