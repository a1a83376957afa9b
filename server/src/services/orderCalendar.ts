/**
 * 添加到日历: the visitor's booked check-up as a calendar file (docs/adr/0079). The visit is the order's day and
 * arrival slot in Asia/Shanghai; the description carries the order number and the cancel deadline
 * (docs/product/orders-reports-access.md §9); a reminder goes off at 20:00 the evening before.
 */
import { addDays, cancelDeadline, shanghaiInstant } from '@checkup/sdk/rules';
import type { ServiceContext } from './context';
import { ensure } from './errors';
import { calendarFile } from './icsCalendar';
import { getOrder } from './orders';

/** Only a booked visit can be added: not a revoked, refunded or expired order. */
const ORDER_CLOSED_MESSAGE = '订单已关闭，无法添加到日历';
const OPEN_STATES: readonly string[] = ['S', 'F', 'export'];

/** The evening reminder's wall-clock hour, the day before the visit. */
const REMINDER_HOUR = 20;
const PRODUCT_ID = '-//Checkup//Health check-up booking//ZH';
const SLOT = /^(\d{2}):(\d{2})-(\d{2}):(\d{2})$/;

/** Shanghai wall-clock time "HH:MM" of an instant (Asia/Shanghai has no daylight saving: UTC+8 all year). */
function shanghaiClock(instant: Date): string {
  return new Date(instant.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}

/** The visit's start and end: the slot's times on the day, or the whole day when the slot has no times. */
function visitTimes(day: string, slotName: string): { start: Date; end: Date } {
  const slot = SLOT.exec(slotName);
  if (!slot) return { start: shanghaiInstant(day, 0, 0), end: shanghaiInstant(addDays(day, 1), 0, 0) };
  const [, fromHour, fromMinute, toHour, toMinute] = slot.map(Number) as [number, number, number, number, number];
  return { start: shanghaiInstant(day, fromHour, fromMinute), end: shanghaiInstant(day, toHour, toMinute) };
}

/** The `.ics` of one of the visitor's own orders (another visitor's reads as an unknown order) and its file name. */
export async function orderCalendar(
  ctx: ServiceContext,
  openid: string,
  id: string,
  location: string,
): Promise<{ fileName: string; ics: string }> {
  const order = await getOrder(ctx, openid, id);
  ensure(OPEN_STATES.includes(order.state), ORDER_CLOSED_MESSAGE);
  const leadDays = order.type === 'group' ? ctx.settings.teamCancelLeadDays : ctx.settings.personCancelLeadDays;
  const { start, end } = visitTimes(order.begin_Time, order.sumtime_Name);
  const ics = calendarFile(
    {
      uid: `order-${order.id}@checkup`,
      stamp: ctx.clock.now(),
      start,
      end,
      summary: `体检预约：${order.clus_Name}`,
      location,
      description: `订单号：${order.id}\n取消截止：${shanghaiClock(cancelDeadline(order.begin_Time, leadDays))}（此后无法取消）`,
      alarm: {
        at: shanghaiInstant(addDays(order.begin_Time, -1), REMINDER_HOUR, 0),
        text: `明天体检：${order.sumtime_Name} ${location}`,
      },
    },
    PRODUCT_ID,
  );
  return { fileName: `checkup-${order.id}.ics`, ics };
}
