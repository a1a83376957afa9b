/**
 * The layout both calendars share: the month grid of the configured range, the chosen day's arrival slots and the
 * 日期确认 button. What the days and slots are, and what confirming does, belongs to the screen.
 */
import { Button, Calendar, formatIsoDate, parseIsoDate, TimeSlotPicker, type TimeSlot } from '@checkup/ui';
import { bookingMessages } from '../messages';
import { actionRow, screenBody } from './layout';
import type { AppointmentPicker } from './useAppointmentPicker';

export interface AppointmentChooserProps<Day, Slot> {
  picker: AppointmentPicker<Day, Slot>;
  /** A slot as the picker shows it (code, name, places left). */
  toTimeSlot: (slot: Slot) => TimeSlot;
  onConfirm: () => void;
  /** Confirming is under way (e.g. a last check of the slot). */
  confirming?: boolean;
}

export function AppointmentChooser<Day, Slot>({ picker, toTimeSlot, onConfirm, confirming = false }: AppointmentChooserProps<Day, Slot>) {
  const { range, days, slots } = picker;
  return (
    <div className={screenBody}>
      <Calendar
        today={parseIsoDate(range.today) ?? { y: 1970, m: 1, d: 1 }}
        min={parseIsoDate(range.start)}
        max={parseIsoDate(range.end)}
        availability={picker.availability}
        loading={days.status === 'loading'}
        value={picker.date ? (parseIsoDate(picker.date) ?? null) : null}
        onChange={(date) => picker.chooseDate(formatIsoDate(date))}
      />
      {picker.date && slots.status === 'loading' && <p role="status">{bookingMessages.slotsLoading}</p>}
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
