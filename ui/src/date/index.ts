export * from './calendarDate';
export * from './labels';
