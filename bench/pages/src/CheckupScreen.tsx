/** The booking screen built with @checkup/ui: month calendar with day labels, arrival slots, add-item picker, countdown. */
import { Calendar, Countdown, TimeSlotPicker, TreeSelect, type CalendarDate } from '@checkup/ui';
import { useState } from 'react';
import { catalogue, deadline, LIST_HEIGHT, timeSlots, type ScreenProps } from './screenData';
import { useServerOffset } from './serverClock';

export function CheckupCalendar({ today, availability }: ScreenProps) {
  const [day, setDay] = useState<CalendarDate | null>(null);
  return <Calendar today={today} min={today} availability={availability} value={day} onChange={setDay} />;
}

export function CheckupScreen(props: ScreenProps) {
  const [slot, setSlot] = useState<string | null>(null);
  const serverOffsetMs = useServerOffset();
  return (
    <main>
      <CheckupCalendar {...props} />
      <TimeSlotPicker slots={timeSlots} dayKey="bench" value={slot} onChange={setSlot} />
      <div style={{ height: LIST_HEIGHT }}>
        <TreeSelect categories={catalogue} />
      </div>
      <Countdown deadline={deadline} serverOffsetMs={serverOffsetMs} label="支付剩余时间" />
    </main>
  );
}
