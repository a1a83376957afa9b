/**
 * The calendar-and-arrival-time choice shared by /PersonBookSum and /TeamBookSum: the days of the configured range,
 * the chosen day, that day's slots and the chosen slot (cleared whenever the day changes, docs/product/booking-journey.md §4).
 */
import type { CheckupError, Result } from '@checkup/sdk';
import { useMemo, useState } from 'react';
import { useConfig } from '../../services/AppServices';
import { bookingRange, type BookingRange } from './bookingRange';
import type { AvailabilityByDate } from './calendarDays';
import { useRequest, type RequestState } from '../../shared/useRequest';
import { useServerOffset } from '../../shared/useServerOffset';

/** Where a calendar's days and slots come from (the personal or the group calls). */
export interface AppointmentSource<Day, Slot> {
  /** Identifies the calendar (check-up type or company): a new key loads the days again. */
  key: string;
  loadDays: (range: BookingRange, signal: AbortSignal) => Promise<Result<Day[]>>;
  loadSlots: (day: Day, signal: AbortSignal) => Promise<Result<Slot[]>>;
  dateOf: (day: Day) => string;
  availability: (days: readonly Day[]) => AvailabilityByDate;
  /** Shown when the days cannot be loaded (服务异常！请稍等). */
  onDaysFailed: (error: CheckupError) => void;
  /** Shown when a day's slots cannot be loaded (系统异常！请联系管理员). */
  onSlotsFailed: (error: CheckupError) => void;
}

/** A slot as both slot calls deliver it. */
interface SlotLike {
  sumtime_Code: string;
}

export interface AppointmentPicker<Day, Slot> {
  range: BookingRange;
  days: RequestState<Day[]>;
  availability: AvailabilityByDate;
  /** The chosen day's record, if a day is chosen. */
  day: Day | undefined;
  date: string | undefined;
  chooseDate(date: string): void;
  slots: RequestState<Slot[]>;
  slot: Slot | undefined;
  chooseSlot(code: string): void;
  /** Asks for the days again if they failed; does nothing otherwise (a month switch calls it too). */
  retryDays: () => void;
  /** Asks for the chosen day's slots again if they failed, keeping the day; does nothing otherwise. */
  retrySlots: () => void;
}

export function useAppointmentPicker<Day, Slot extends SlotLike>(
  source: AppointmentSource<Day, Slot>,
): AppointmentPicker<Day, Slot> {
  const config = useConfig();
  // The range is fixed when the screen opens, so it does not move at midnight while the visitor is choosing. Its
  // today is the server's (the phone's clock may be hours off): the server refuses a day outside its own window.
  const [openedAt] = useState(() => Date.now());
  const offsetMs = useServerOffset();
  const range = useMemo(() => bookingRange(config, openedAt + offsetMs), [config, openedAt, offsetMs]);
  const [choice, setChoice] = useState<{ date: string | undefined; slotCode: string | undefined }>({
    date: undefined,
    slotCode: undefined,
  });

  // A retry is a new attempt number in the request's key. It is set from the failed attempt's number, not counted up,
  // so taps that land before the screen shows the new request ask once; once asking, the state is no longer failed.
  const [daysAttempt, setDaysAttempt] = useState(0);
  const [slotsAttempt, setSlotsAttempt] = useState(0);

  const days = useRequest(
    `${source.key}|${range.start}|${range.end}#${daysAttempt}`,
    (signal) => source.loadDays(range, signal),
    source.onDaysFailed,
  );
  const dayList = days.status === 'ok' ? days.data : undefined;
  const availability = useMemo(() => (dayList ? source.availability(dayList) : {}), [dayList, source]);
  const day = dayList?.find((candidate) => source.dateOf(candidate) === choice.date);

  const slots = useRequest(
    day && choice.date ? `${source.key}|${choice.date}#${slotsAttempt}` : null,
    (signal) => (day ? source.loadSlots(day, signal) : Promise.reject(new Error('no day chosen'))),
    source.onSlotsFailed,
  );
  const slot =
    slots.status === 'ok' ? slots.data.find((candidate) => candidate.sumtime_Code === choice.slotCode) : undefined;

  return {
    range,
    days,
    availability,
    day,
    date: day ? choice.date : undefined,
    chooseDate: (date) => setChoice((current) => (current.date === date ? current : { date, slotCode: undefined })),
    slots,
    slot,
    chooseSlot: (code) => setChoice((current) => ({ ...current, slotCode: code })),
    retryDays: () => {
      if (days.status === 'failed') setDaysAttempt(daysAttempt + 1);
    },
    retrySlots: () => {
      if (slots.status === 'failed') setSlotsAttempt(slotsAttempt + 1);
    },
  };
}
