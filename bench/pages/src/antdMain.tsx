import { createRoot } from 'react-dom/client';
import { AntdCalendar, AntdScreen } from './AntdScreen';
import { deadline, deviceToday, monthsOfAvailability } from './screenData';
import { timeFirstRender } from './screenProbe';

const today = deviceToday();
const availability = monthsOfAvailability(today);
window.benchScreen = {
  library: 'antd-mobile',
  deadline,
  selectors: {
    nextMonth: '.adm-calendar-arrow-button-right-month',
    monthTitle: '.adm-calendar-title',
    search: '.adm-search-bar input',
    secondCategory: '.adm-side-bar-item:nth-child(2)',
    firstItem: '[data-item-label]',
    countdown: '[data-countdown]',
  },
  renderCalendarOnce: () => timeFirstRender(<AntdCalendar today={today} availability={availability} />),
};
createRoot(document.getElementById('root')!).render(<AntdScreen today={today} availability={availability} />);
