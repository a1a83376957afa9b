import { bookPerson, bookTeam, personCalendar, personSlots, teamCalendar, teamSlots } from '../../services/booking';
import { callUpstream, upstreamFaulted, type UpstreamMessages } from '../../services/upstreams';
import type { HttpContext } from '../context';
import { success } from '../envelope';
import type { FastifyReply } from 'fastify';
import type { PartialHandlerMap } from '../handlerTypes';
import { jsonBytes, sendJsonBytes } from '../jsonBytes';
import { UPSTREAM_MESSAGES } from '../messages';

/** Calendars, time slots and booking: the booking service takes places and prices orders. */
export function bookingHandlers({
  services,
  calendars,
}: HttpContext): PartialHandlerMap<
  'GetPersonSumList' | 'GetSumTimeList' | 'GetTeamSumList' | 'GetTeamSumTimeList' | 'PersonOrderAdd' | 'TeamOrderAdd'
> {
  const { calendarDays: days, calendarSlots: slots } = UPSTREAM_MESSAGES;
  /**
   * A calendar read through the cache (the booking itself always checks the database). The cache holds the answer's
   * serialised bytes, so a hit is sent as it is, at once (no serialisation, no upstream timer, no waiting a turn);
   * a miss, or an injected outage of the calendar, goes to the upstream with its time limit.
   */
  const cached = (
    reply: FastifyReply,
    key: readonly string[],
    messages: UpstreamMessages,
    load: () => Promise<unknown>,
  ) => {
    const cacheKey = JSON.stringify(key);
    const hit = upstreamFaulted(services, 'calendar') ? undefined : calendars.peek<Buffer>(cacheKey);
    if (hit) return sendJsonBytes(reply, hit.value);
    return callUpstream(services, 'calendar', messages, () =>
      calendars.read(cacheKey, async () => jsonBytes(success(await load()))),
    ).then((bytes) => sendJsonBytes(reply, bytes));
  };
  return {
    GetPersonSumList: ({ body, reply }) =>
      cached(reply, ['person-days', body.start, body.end], days, () => personCalendar(services, body.start, body.end)),
    GetSumTimeList: ({ body, reply }) =>
      cached(reply, ['person-slots', body.date_Time], slots, () => personSlots(services, body.date_Time)),
    GetTeamSumList: ({ body, reply }) =>
      cached(reply, ['team-days', body.lnccode, body.start, body.end], days, () =>
        teamCalendar(services, body.lnccode, body.start, body.end),
      ),
    GetTeamSumTimeList: ({ body, reply }) =>
      cached(reply, ['team-slots', body.lnccode, body.date_Time], slots, () =>
        teamSlots(services, body.lnccode, body.date_Time),
      ),
    PersonOrderAdd: async ({ body, headers }) =>
      success((await bookPerson(services, body, headers['Idempotency-Key'])).created, '预约成功'),
    TeamOrderAdd: async ({ body, headers }) => {
      await bookTeam(services, body, headers['Idempotency-Key']);
      return { success: true, returnMsg: '预约成功' };
    },
  };
}
