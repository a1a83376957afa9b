import '@checkup/ui/styles.css';
import { applyTheme, installRootFontSize } from '@checkup/ui';
import { CheckupCalendar, CheckupScreen } from './CheckupScreen';
import { startBenchScreen } from './screenProbe';

applyTheme('checkup');
installRootFontSize();
startBenchScreen(
  '@checkup/ui',
  {
    nextMonth: 'button[aria-label="下个月"]',
    monthTitle: 'h2[aria-live]',
    search: 'input[type="search"]',
    secondCategory: '[role="tab"]:nth-child(2)',
    firstItem: '[role="tabpanel"] li[data-index="0"] label',
    countdown: '[role="timer"]',
  },
  CheckupCalendar,
  CheckupScreen,
);
