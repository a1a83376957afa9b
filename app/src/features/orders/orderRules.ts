/**
 * Order states and what can be done with an order (docs/product/orders-reports-access.md §4 "Order state", "Cancel rules", §9).
 * Which call closes which order (docs/product/orders-reports-access.md §4 "Cancel rules"):
 *   group F                              → TeamOrderCancel (the whole order)
 *   person/question/vehicle/staff F      → PersonOrderRefund {id, idCard, type}, only while payment is enabled
 *   S (awaiting payment)                 → PersonOrderNoPayRefund {id, idCard, type}, or pay now (PersonOrderPay)
 *   anything else                        → no action (back only)
 */
import type { RuntimeConfig, Schemas } from '@checkup/sdk';
import {
  asFen,
  cancelDeadline,
  canCancelAt,
  decodeChosenExtras,
  fenToYuan,
  formatShanghaiDateTime,
  parseYuan,
  sumFen,
} from '@checkup/sdk/rules';
import type { tagTones } from '@checkup/ui';
import { orderMessages } from '../../messages';

type Order = Schemas['Order'];

/** The call that cancels an order. */
export type CancelCall = 'TeamOrderCancel' | 'PersonOrderRefund' | 'PersonOrderNoPayRefund';

/** What the order details offer besides going back. */
export interface OrderActions {
  cancel: CancelCall | null;
  pay: boolean;
}

/** The actions of §4's cancel rules for an order. */
export function orderActions(
  order: Pick<Order, 'type' | 'state'>,
  { payEnabled }: Pick<RuntimeConfig, 'payEnabled'>,
): OrderActions {
  if (order.state === 'F') {
    if (order.type === 'group') return { cancel: 'TeamOrderCancel', pay: false };
    return { cancel: payEnabled ? 'PersonOrderRefund' : null, pay: false };
  }
  if (order.state === 'S') return { cancel: 'PersonOrderNoPayRefund', pay: payEnabled };
  return { cancel: null, pay: false };
}

/**
 * The order's cancel information: the errmsg of an abnormal order (§4: E shows it), and of a revoked one when the
 * server gave a reason (a payment that arrived after the order closed is refunded, and the errmsg says so).
 */
export function cancelInformation(order: Pick<Order, 'state' | 'errmsg'>): string | null {
  return (order.state === 'E' || order.state === 'C') && order.errmsg ? order.errmsg : null;
}

/** A state as the visitor reads it, with its tag colour. */
export interface StateLabel {
  text: string;
  tone: (typeof tagTones)[number];
}

/**
 * The readable state of an order: F is 预约成功 for a group order and 已支付 otherwise; S (待付款) shows only while
 * payment is enabled (undefined otherwise).
 */
export function orderStateLabel(
  order: Pick<Order, 'type' | 'state'>,
  { payEnabled }: Pick<RuntimeConfig, 'payEnabled'>,
): StateLabel | undefined {
  switch (order.state) {
    case 'F':
      return { text: order.type === 'group' ? orderMessages.state.F : orderMessages.paid, tone: 'success' };
    case 'S':
      return payEnabled ? { text: orderMessages.state.S, tone: 'warning' } : undefined;
    case 'E':
      return { text: orderMessages.state.E, tone: 'danger' };
    case 'C':
    case 'Refund':
      return { text: orderMessages.state[order.state], tone: 'neutral' };
    case 'export':
      return { text: orderMessages.state.export, tone: 'brand' };
  }
}

/** The configured lead days of the order's cancel deadline (one setting for group orders, one for the rest). */
export function cancelLeadDays(
  order: Pick<Order, 'type'>,
  config: Pick<RuntimeConfig, 'personCancelLeadDays' | 'teamCancelLeadDays'>,
): number {
  return order.type === 'group' ? config.teamCancelLeadDays : config.personCancelLeadDays;
}

/** True while the order may still be cancelled at `now` (§9 deadline). */
export function withinCancelDeadline(
  order: Pick<Order, 'type' | 'begin_Time'>,
  config: Pick<RuntimeConfig, 'personCancelLeadDays' | 'teamCancelLeadDays'>,
  now: Date,
): boolean {
  return canCancelAt(order.begin_Time, cancelLeadDays(order, config), now);
}

/** The order's cancel deadline as the visitor reads it, `YYYY-MM-DD HH:mm` Asia/Shanghai (the same instant the cancel checks). */
export function cancelDeadlineText(
  order: Pick<Order, 'type' | 'begin_Time'>,
  config: Pick<RuntimeConfig, 'personCancelLeadDays' | 'teamCancelLeadDays'>,
): string {
  return formatShanghaiDateTime(cancelDeadline(order.begin_Time, cancelLeadDays(order, config))).slice(0, 16);
}

/** The extras of an order for display, from the JSON list the order carries (either type). */
export function orderExtras(order: Pick<Order, 'choose_comb_code'>): { code: string; name: string; price?: number }[] {
  // Unreadable extras are not shown rather than breaking the page.
  const entries = decodeChosenExtras(order.choose_comb_code ?? '') ?? [];
  return entries.map((entry) => ({
    code: entry.comb_code,
    name: entry.comb_name ?? entry.comb_code,
    price: entry.act_price,
  }));
}

/**
 * What the visitor pays for an order's package: the order amount less its extras' `act_price`s (a personal order's
 * `price` is the package's payable price plus its extras; `jd_price` is only the package's when `jd_flag` is T).
 * Undefined for a group order (the company pays the package; its amount is the member's extras) and for extras
 * without prices or an amount smaller than them, which the order does not explain.
 */
export function orderPackagePrice(order: Pick<Order, 'type' | 'price' | 'choose_comb_code'>): number | undefined {
  if (order.type === 'group') return undefined;
  const extras = orderExtras(order);
  if (extras.some((extra) => extra.price === undefined)) return undefined;
  const packageFen = asFen(parseYuan(order.price) - sumFen(extras.map((extra) => parseYuan(extra.price ?? 0))));
  return packageFen >= 0 ? fenToYuan(packageFen) : undefined;
}

/** States of an order whose visit is still ahead (booked, paid, sent to the hospital): it can go into a calendar. */
const VISIT_AHEAD_STATES: readonly Order['state'][] = ['S', 'F', 'export'];

/** Whether 添加到日历 is offered: the server gives the calendar file for these states only (GetOrderCalendar). */
export function canAddToCalendar(order: Pick<Order, 'state'>): boolean {
  return VISIT_AHEAD_STATES.includes(order.state);
}
