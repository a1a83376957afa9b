import { bookPerson, bookTeam, personCalendar, personSlots, teamCalendar, teamSlots } from '../../services/booking';
import { callUpstream } from '../../services/upstreams';
import type { HttpContext } from '../context';
import { success } from '../envelope';
import type { PartialHandlerMap } from '../handlerTypes';
import { UPSTREAM_MESSAGES } from '../messages';

/** Calendars, time slots and booking: the booking service takes places and prices orders. */
export function bookingHandlers({
  db,
  services,
  calendars,
}: HttpContext): PartialHandlerMap<'GetPersonSumList' | 'GetSumTimeList' | 'GetTeamSumList' | 'GetTeamSumTimeList' | 'PersonOrderAdd' | 'TeamOrderAdd'> {
  const { calendarDays: days, calendarSlots: slots } = UPSTREAM_MESSAGES;
  /** A calendar read through the cache (the booking itself always checks the database). */
  const cached = <T>(key: readonly string[], load: () => Promise<T>) => calendars.read(JSON.stringify(key), load);
  return {
    GetPersonSumList: async ({ body }) =>
      success(await callUpstream(services, 'calendar', days, () => cached(['person-days', body.start, body.end], () => personCalendar(db, body.start, body.end)))),
    GetSumTimeList: async ({ body }) =>
      success(await callUpstream(services, 'calendar', slots, () => cached(['person-slots', body.date_Time], () => personSlots(db, body.date_Time)))),
    GetTeamSumList: async ({ body }) =>
      success(
        await callUpstream(services, 'calendar', days, () =>
          cached(['team-days', body.lnccode, body.start, body.end], () => teamCalendar(db, body.lnccode, body.start, body.end)),
        ),
      ),
    GetTeamSumTimeList: async ({ body }) =>
      success(await callUpstream(services, 'calendar', slots, () => cached(['team-slots', body.lnccode, body.date_Time], () => teamSlots(db, body.lnccode, body.date_Time)))),
    PersonOrderAdd: async ({ body }) => success((await bookPerson(services, body)).created, '预约成功'),
    TeamOrderAdd: async ({ body }) => {
      await bookTeam(services, body);
      return { success: true, returnMsg: '预约成功' };
    },
  };
}
