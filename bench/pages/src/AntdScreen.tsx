/**
 * The same booking screen built with antd-mobile 5 (benchmark only): Calendar with day labels, Selector for the arrival
 * slots, SearchBar + SideBar + CheckList for the add-items (antd-mobile has no searchable tree select and no virtual
 * list), and ahooks' useCountDown (antd-mobile's own hooks library; it has no countdown component), corrected by the
 * server clock as the app does.
 */
import { useCountDown } from 'ahooks';
import { Calendar, CheckList, SearchBar, Selector, SideBar } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { availabilityLabel, availabilityStatus, isBookable } from '../../../ui/src/components/Calendar/availability';
import { formatCountdown } from '../../../ui/src/components/Countdown/formatCountdown';
import { formatCalendarDate } from '../../../ui/src/date/calendarDate';
import {
  catalogue,
  deadline,
  LIST_HEIGHT,
  matchesQuery,
  MONTHS_OF_DATA,
  timeSlots,
  type ScreenProps,
} from './screenData';
import { useServerOffset } from './serverClock';

type Availability = ScreenProps['availability'];
const dayOf = (availability: Availability, date: Date) =>
  availability[formatCalendarDate({ y: date.getFullYear(), m: date.getMonth() + 1, d: date.getDate() })];

export function AntdCalendar({ today, availability }: ScreenProps) {
  const [day, setDay] = useState<Date | null>(null);
  const min = new Date(today.y, today.m - 1, today.d);
  const max = new Date(today.y, today.m - 1 + MONTHS_OF_DATA, 0);
  return (
    <Calendar
      selectionMode="single"
      value={day}
      onChange={setDay}
      min={min}
      max={max}
      renderLabel={(date) => (date < min ? '' : availabilityLabel(dayOf(availability, date)))}
      shouldDisableDate={(date) => !isBookable(availabilityStatus(dayOf(availability, date)))}
    />
  );
}

const slotOptions = timeSlots.map((slot) => ({
  label: `${slot.name} ${slot.remaining > 0 ? `余${slot.remaining}人` : '约满'}`,
  value: slot.code,
  disabled: slot.remaining === 0,
}));

function AddItems() {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState(catalogue[0]?.value ?? '');
  const [selected, setSelected] = useState<string[]>([]);
  const rows = useMemo(
    () =>
      query
        ? catalogue.flatMap((c) => c.items.filter((item) => matchesQuery(item, query)))
        : (catalogue.find((c) => c.value === category)?.items ?? []),
    [query, category],
  );
  return (
    <div>
      <SearchBar value={query} onChange={setQuery} placeholder="搜索体检项目" />
      <div style={{ display: 'flex', height: LIST_HEIGHT }}>
        <SideBar
          activeKey={category}
          onChange={(key) => {
            setCategory(key);
            setQuery('');
          }}
        >
          {catalogue.map((c) => (
            <SideBar.Item key={c.value} title={c.label} />
          ))}
        </SideBar>
        <div style={{ flex: 1, overflowY: 'auto' }}>
          <CheckList multiple value={selected} onChange={(values) => setSelected(values.map(String))}>
            {rows.map((item) => (
              <CheckList.Item key={item.value} value={item.value} disabled={item.disabled}>
                <span data-item-label="">{item.label}</span> ¥{item.price}
              </CheckList.Item>
            ))}
          </CheckList>
        </div>
      </div>
    </div>
  );
}

function PaymentCountdown() {
  // ahooks counts to a device-clock instant: the server deadline moved by the server's offset.
  const [left] = useCountDown({ targetDate: deadline - useServerOffset() });
  return <span data-countdown="">{formatCountdown(left, 'mm:ss')}</span>;
}

export function AntdScreen(props: ScreenProps) {
  const [slot, setSlot] = useState<string[]>([]);
  return (
    <main>
      <AntdCalendar {...props} />
      <Selector options={slotOptions} value={slot} onChange={setSlot} columns={3} />
      <AddItems />
      <PaymentCountdown />
    </main>
  );
}
