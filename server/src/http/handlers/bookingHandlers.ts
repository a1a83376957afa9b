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
}: HttpContext): PartialHandlerMap<'GetPersonSumList' | 'GetSumTimeList' | 'GetTeamSumList' | 'GetTeamSumTimeList' | 'PersonOrderAdd' | 'TeamOrderAdd'> {
  const { calendarDays: days, calendarSlots: slots } = UPSTREAM_MESSAGES;
  return {
    GetPersonSumList: async ({ body }) => success(await callUpstream(services, 'calendar', days, () => personCalendar(db, body.start, body.end))),
    GetSumTimeList: async ({ body }) => success(await callUpstream(services, 'calendar', slots, () => personSlots(db, body.date_Time))),
    GetTeamSumList: async ({ body }) => success(await callUpstream(services, 'calendar', days, () => teamCalendar(db, body.lnccode, body.start, body.end))),
    GetTeamSumTimeList: async ({ body }) => success(await callUpstream(services, 'calendar', slots, () => teamSlots(db, body.lnccode, body.date_Time))),
    PersonOrderAdd: async ({ body }) => success((await bookPerson(services, body)).created, '预约成功'),
    TeamOrderAdd: async ({ body }) => {
      await bookTeam(services, body);
      return { success: true, returnMsg: '预约成功' };
    },
  };
}
