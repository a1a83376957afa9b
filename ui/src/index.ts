import './global.css';

export * from './theme';
export * from './date';
export * from './hooks/useCalendarGrid';
export * from './components/Calendar';
export * from './hooks/useCountdown';
export * from './components/Countdown';
export * from './components/ResendCodeButton';
