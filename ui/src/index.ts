import './global.css';

export * from './theme';
export * from './date';
export * from './hooks/useCalendarGrid';
export * from './components/Calendar';
