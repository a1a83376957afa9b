/**
 * `/TeamBookSum`: the group calendar (docs/product/booking-journey.md §2 Group path, §4, §5). Days come from GetTeamSumList for the
 * member's company; a day whose `spType` is `total` counts against the centre's shared group capacity, so its slots
 * are asked for with `lnccode: 'total'`. Confirming looks at the slot once more, since places may have gone meanwhile.
 */
import type { Schemas } from '@checkup/sdk';
import { alert, NavBar, toast } from '@checkup/ui';
import { useMemo, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { AppointmentChooser } from '../booking/AppointmentChooser';
import { teamAvailability } from '../booking/calendarDays';
import { useAppointmentPicker, type AppointmentSource } from '../booking/useAppointmentPicker';
import { useSubmitOnce, type SubmitOutcome } from '../../shared/useSubmitOnce';
import { bookingMessages, groupMessages } from '../../messages';
import { useApi, useSession } from '../../services/AppServices';
import { useBack } from '../../routing/useBack';

type Day = Schemas['TeamSumDay'];
type Slot = Schemas['TeamTimeSlot'];

/** The `spType` of days that count against the shared group capacity. */
const SHARED_CAPACITY = 'total';

function GroupCalendarScreen() {
  const session = useSession();
  const [member] = useState(() => session.groupUser.get());
  if (!member) return <Navigate to="/GroupLogin" replace />;
  return <GroupCalendar lncCode={member.lnc_code} />;
}

function GroupCalendar({ lncCode }: { lncCode: string }) {
  const api = useApi();
  const session = useSession();
  const navigate = useNavigate();
  const back = useBack();

  const source = useMemo<AppointmentSource<Day, Slot>>(
    () => ({
      key: lncCode,
      loadDays: (range, signal) =>
        api.call('GetTeamSumList', { lnccode: lncCode, start: range.start, end: range.end }, { signal }),
      loadSlots: (day, signal) =>
        api.call(
          'GetTeamSumTimeList',
          { date_Time: day.team_Date, lnccode: day.spType === SHARED_CAPACITY ? SHARED_CAPACITY : lncCode },
          { signal },
        ),
      dateOf: (day) => day.team_Date,
      availability: teamAvailability,
      onDaysFailed: () => void alert({ content: bookingMessages.calendarFailed }),
      onSlotsFailed: () => void toast(bookingMessages.slotsFailed),
    }),
    [api, lncCode],
  );
  const picker = useAppointmentPicker(source);
  const { day, slot } = picker;

  const confirm = useSubmitOnce(async (): Promise<SubmitOutcome> => {
    if (!day || !slot) {
      toast(groupMessages.dateRequired);
      return 'again';
    }
    const fresh = await source.loadSlots(day, new AbortController().signal);
    if (!fresh.ok) {
      toast(bookingMessages.slotsFailed);
      return 'again';
    }
    const places = fresh.data.find((candidate) => candidate.sumtime_Code === slot.sumtime_Code)?.team_Surplus ?? 0;
    if (places <= 0) {
      toast(groupMessages.slotFull);
      return 'again';
    }
    session.appointment.set({
      date: day.team_Date,
      sumtime_Code: slot.sumtime_Code,
      sumtime_Name: slot.sumtime_Name,
      spType: day.spType,
    });
    void navigate('/TeamOrders');
    return 'done';
  });

  return (
    <main>
      <NavBar title={groupMessages.calendarTitle} onBack={back} />
      <AppointmentChooser
        picker={picker}
        toTimeSlot={(candidate) => ({
          code: candidate.sumtime_Code,
          name: candidate.sumtime_Name,
          remaining: candidate.team_Surplus,
        })}
        onConfirm={confirm.run}
        confirming={confirm.busy}
      />
    </main>
  );
}

// The route table's lazy loader takes a module's `Component`.
export { GroupCalendarScreen as Component };
