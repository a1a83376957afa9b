import { installRootFontSize } from '@checkup/ui';
import { createRoot } from 'react-dom/client';
import { CheckupCalendar, CheckupScreen } from './CheckupScreen';
import { deadline, deviceToday, monthsOfAvailability } from './screenData';
import { timeFirstRender } from './screenProbe';

installRootFontSize();
const today = deviceToday();
const availability = monthsOfAvailability(today);
window.benchScreen = {
  library: '@checkup/ui',
  deadline,
  selectors: {
    nextMonth: 'button[aria-label="下个月"]',
    monthTitle: 'h2[aria-live]',
    search: 'input[type="search"]',
    secondCategory: '[role="tab"]:nth-child(2)',
    firstItem: '[role="tabpanel"] li[data-index="0"] label',
    countdown: '[role="timer"]',
  },
  renderCalendarOnce: () => timeFirstRender(<CheckupCalendar today={today} availability={availability} />),
};
createRoot(document.getElementById('root')!).render(<CheckupScreen today={today} availability={availability} />);
