/**
 * The layout both calendars share: the month grid of the configured range, the chosen day's arrival slots and the
 * 日期确认 button. What the days and slots are, and what confirming does, belongs to the screen. Days or slots that
 * failed to load leave, after the screen's alert or toast, their failure with 重试 in the slots' place; a month switch
 * asks for failed days again too. While the days are loading the Calendar's `loading` state labels no day (a day
 * without data would otherwise read 待开) and lets none be chosen.
 */
import {
  Button,
  Calendar,
  formatCalendarDate,
  parseCalendarDate,
  TimeSlotPicker,
  type CalendarDate,
  type TimeSlot,
} from '@checkup/ui';
import { bookingMessages } from '../../messages';
import { LoadFailed } from '../../shared/LoadFailed';
import { actionRow, screenBody } from '../../shared/layout';
import type { AppointmentPicker } from './useAppointmentPicker';

export interface AppointmentChooserProps<Day, Slot> {
  picker: AppointmentPicker<Day, Slot>;
  /** A slot as the picker shows it (code, name, places left). */
  toTimeSlot: (slot: Slot) => TimeSlot;
  onConfirm: () => void;
  /** Confirming is under way (e.g. a last check of the slot). */
  confirming?: boolean;
}

/** The Calendar's date for a `YYYY-MM-DD` the booking code produced (always well-formed). */
function calendarDate(iso: string): CalendarDate {
  const date = parseCalendarDate(iso);
  if (!date) throw new RangeError(`Not a YYYY-MM-DD date: ${iso}`);
  return date;
}

export function AppointmentChooser<Day, Slot>({
  picker,
  toTimeSlot,
  onConfirm,
  confirming = false,
}: AppointmentChooserProps<Day, Slot>) {
  const { range, days, slots } = picker;
  return (
    <div className={screenBody}>
      <Calendar
        today={calendarDate(range.today)}
        min={calendarDate(range.start)}
        max={calendarDate(range.end)}
        availability={picker.availability}
        loading={days.status === 'loading'}
        value={picker.date ? calendarDate(picker.date) : null}
        onChange={(date) => picker.chooseDate(formatCalendarDate(date))}
        onMonthChange={picker.retryDays}
      />
      {days.status === 'failed' && (
        <LoadFailed description={bookingMessages.calendarFailed} onRetry={picker.retryDays} />
      )}
      {picker.date && slots.status === 'loading' && <p>{bookingMessages.slotsLoading}</p>}
      {picker.date && slots.status === 'failed' && (
        <LoadFailed description={bookingMessages.slotsFailed} onRetry={picker.retrySlots} />
      )}
      {picker.date && slots.status === 'ok' && (
        <TimeSlotPicker
          dayKey={picker.date}
          slots={slots.data.map(toTimeSlot)}
          value={picker.slot ? toTimeSlot(picker.slot).code : null}
          label={bookingMessages.time}
          remainingText={bookingMessages.slotRemaining}
          onChange={(code) => code !== null && picker.chooseSlot(code)}
        />
      )}
      <div className={actionRow}>
        <Button variant="primary" block loading={confirming} onClick={onConfirm}>
          {bookingMessages.dateConfirm}
        </Button>
      </div>
    </div>
  );
}
