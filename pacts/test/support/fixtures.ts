/** Example people, orders and codes shared by the consumer tests (the values of openapi.yaml's examples). */
import { MatchersV3 } from '@pact-foundation/pact';

const { like, regex } = MatchersV3;

/** The signed-in visitor. */
export const VISITOR = {
  openid: 'oXk3a5Jt8qW2nYcD0sL9vPzR1mEo',
  name: '李明',
  /** Valid resident ID (check digit 3), male, born 1990-03-07. */
  idCard: '440305199003078913',
  tel: '13812345678',
} as const;

/** A calendar day inside the booking range and its open slot. */
export const DAY = '2026-12-01';
export const SLOT = { sumtime_Code: '02', sumtime_Name: '09:00-10:00' } as const;

/** The PersonOrderAdd the app sends for the visitor: package TC001 with one extra item on DAY's open slot. */
export const PERSON_ORDER_REQUEST = {
  openid: VISITOR.openid,
  name: VISITOR.name,
  idCard: VISITOR.idCard,
  tel: VISITOR.tel,
  clus_Name: '男士基础体检套餐',
  clus_Code: 'TC001',
  begin_Time: DAY,
  type: 'person',
  ...SLOT,
  price: 978,
  choose_comb_code: '[{"comb_code":"9263","comb_name":"低剂量螺旋CT（胸部）","price":380,"act_price":380}]',
  marr_status: '0',
} as const;

/** The app's Idempotency-Key of one submit (any 1-64 of A-Za-z0-9_-; the app sends a random UUID). */
export const IDEMPOTENCY_KEY = '3f2b8c1e-7d4a-4e59-9a0b-6c1d2e3f4a5b';
export const idempotencyKeyLike = () => MatchersV3.regex('^[A-Za-z0-9_-]{1,64}$', IDEMPOTENCY_KEY);

/** Matchers for wire formats. */
export const dateLike = (example: string) => regex('^\\d{4}-\\d{2}-\\d{2}$', example);
export const dateTimeLike = (example: string) => regex('^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$', example);
export const flagLike = (example: 'T' | 'F') => regex('^[TF]$', example);
/** An informational success message (the app does not show it, so its wording may vary). */
export const okMessage = (example = '查询成功') => like(example);

/** A personal order awaiting payment, as listed and sent back to pay it. */
export const PERSON_ORDER = {
  id: 'PO2026112200017',
  idCard: VISITOR.idCard,
  name: VISITOR.name,
  tel: VISITOR.tel,
  type: 'person',
  state: 'S',
  created_Time: '2026-11-22 09:30:00',
  begin_Time: '2026-12-01',
  sumtime_Code: '02',
  sumtime_Name: '09:00-10:00',
  clus_Name: '男士基础体检套餐',
  clus_Code: 'TC001',
  price: 978,
} as const;

/** A group order as listed (sent back whole to cancel it). */
export const GROUP_ORDER = {
  id: 'TO2026111800003',
  idCard: VISITOR.idCard,
  name: VISITOR.name,
  tel: VISITOR.tel,
  type: 'group',
  state: 'F',
  created_Time: '2026-11-18 14:02:11',
  begin_Time: '2026-12-08',
  sumtime_Code: '01',
  sumtime_Name: '08:00-09:00',
  clus_Name: '华创科技2026年度员工体检套餐',
  clus_Code: 'TT001',
  price: 0,
  errmsg: '',
  company_Name: '深圳华创科技有限公司',
  choose_comb_code: '',
  regno: '2611220031',
} as const;

/**
 * An order as sent back to pay, cancel or refund it: its id is the one the provider generated for the state
 * (the state handler returns it as `orderId`).
 */
export function withProviderOrderId<T extends { id: string }>(order: T): Omit<T, 'id'> & { id: unknown } {
  return { ...order, id: MatchersV3.fromProviderState('${orderId}', order.id) };
}

/** Order fields with matchers: ids and times vary per provider, states and codes are what the test set up. */
export function orderLike(order: Record<string, unknown>): Record<string, unknown> {
  return {
    ...order,
    id: like(order.id),
    created_Time: dateTimeLike(String(order.created_Time)),
    name: like(order.name),
    tel: like(order.tel),
    clus_Name: like(order.clus_Name),
    price: MatchersV3.number(Number(order.price)),
  };
}
