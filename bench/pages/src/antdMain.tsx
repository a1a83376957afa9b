import { AntdCalendar, AntdScreen } from './AntdScreen';
import { startBenchScreen } from './screenProbe';

startBenchScreen(
  'antd-mobile',
  {
    nextMonth: '.adm-calendar-arrow-button-right-month',
    monthTitle: '.adm-calendar-title',
    search: '.adm-search-bar input',
    secondCategory: '.adm-side-bar-item:nth-child(2)',
    firstItem: '[data-item-label]',
    countdown: '[data-countdown]',
  },
  AntdCalendar,
  AntdScreen,
);
