/**
 * `/PersonBookSum`: the personal calendar and arrival time (docs/product/booking-journey.md §2 Personal calendar, §4, §8).
 * Days come from GetPersonSumList over the configured range for the stored package's check-up type; a chosen day's
 * slots from GetSumTimeList. 日期确认 stores the choice and opens the order.
 */
import type { Schemas } from '@checkup/sdk';
import { alert, NavBar, toast } from '@checkup/ui';
import { useMemo, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { AppointmentChooser } from './AppointmentChooser';
import { personAvailability } from './calendarDays';
import { useAppointmentPicker, type AppointmentSource } from './useAppointmentPicker';
import { bookingMessages } from '../../messages';
import { useApi, useSession } from '../../services/AppServices';
import { useBack } from '../../routing/useBack';

type Day = Schemas['PersonSumDay'];
type Slot = Schemas['PersonTimeSlot'];

function PersonCalendarScreen() {
  const session = useSession();
  const [pkg] = useState(() => session.package.get());
  // Nothing to book without a package (home forgets it): the order would send the visitor home after the calendar.
  if (!pkg) return <Navigate to="/" replace />;
  return <PersonCalendar type={pkg.PersonalSpan} />;
}

/** The calendar of the check-up type the package was chosen for. */
function PersonCalendar({ type }: { type: Schemas['CheckedType'] }) {
  const api = useApi();
  const session = useSession();
  const navigate = useNavigate();
  const back = useBack();

  const source = useMemo<AppointmentSource<Day, Slot>>(
    () => ({
      key: type,
      loadDays: (range, signal) =>
        api.call('GetPersonSumList', { type, start: range.start, end: range.end }, { signal }),
      loadSlots: (day, signal) => api.call('GetSumTimeList', { date_Time: day.person_Date, type }, { signal }),
      dateOf: (day) => day.person_Date,
      availability: personAvailability,
      onDaysFailed: () => void alert({ content: bookingMessages.calendarFailed }),
      onSlotsFailed: () => void toast(bookingMessages.slotsFailed),
    }),
    [api, type],
  );
  const picker = useAppointmentPicker(source);

  const confirm = () => {
    if (!picker.date) return void toast(bookingMessages.dateRequired);
    if (!picker.slot) return void toast(bookingMessages.timeRequired);
    session.appointment.set({
      date: picker.date,
      sumtime_Code: picker.slot.sumtime_Code,
      sumtime_Name: picker.slot.sumtime_Name,
    });
    void navigate('/PersonOrders');
  };

  return (
    <main>
      <NavBar title={bookingMessages.calendarTitle} onBack={back} />
      <AppointmentChooser
        picker={picker}
        toTimeSlot={(slot) => ({ code: slot.sumtime_Code, name: slot.sumtime_Name, remaining: slot.person_Surplus })}
        onConfirm={confirm}
      />
    </main>
  );
}

// The route table's lazy loader takes a module's `Component`.
export { PersonCalendarScreen as Component };
