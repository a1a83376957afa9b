import type { paths } from '../schema';

/** GetOrderCalendar's path, checked against the contract (a renamed path fails to compile here). */
const ORDER_CALENDAR_PATH = '/api/OrderListApi/OrderCalendar' satisfies keyof paths;

/**
 * Address of an order's calendar file (GetOrderCalendar, 添加到日历) on the API host (`''` = the page's origin). The
 * browser downloads it with the session cookie; no client or token is needed, so it is a plain function.
 */
export function orderCalendarUrl(apiHost: string, orderId: string): string {
  return `${apiHost}${ORDER_CALENDAR_PATH}?id=${encodeURIComponent(orderId)}`;
}
