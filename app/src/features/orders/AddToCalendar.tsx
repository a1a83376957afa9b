/**
 * 添加到日历 (docs/adr/0079): a row linking to the order's calendar file (GetOrderCalendar), while its visit is ahead.
 * The server answers the file as a download with the session cookie, so the screen stays where it is.
 */
import { orderCalendarUrl, type Schemas } from '@checkup/sdk';
import { Cell, CellGroup } from '@checkup/ui';
import { orderMessages } from '../../messages';
import { useConfig } from '../../services/AppServices';
import { canAddToCalendar } from './orderRules';

export function AddToCalendar({ order }: { order: Pick<Schemas['Order'], 'id' | 'state'> }) {
  const { apiHost } = useConfig();
  if (!canAddToCalendar(order)) return null;
  return (
    <CellGroup>
      <Cell title={orderMessages.addToCalendar} href={orderCalendarUrl(apiHost, order.id)} />
    </CellGroup>
  );
}
