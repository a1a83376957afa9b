/** Shared business rules: pure functions that the app and the server both apply. */
export * from './availability';
export * from './bmi';
export * from './cancelDeadline';
export * from './chosenExtras';
export * from './dates';
export * from './groupLogin';
export * from './idNumber';
export * from './itemSex';
export * from './mask';
export * from './money';
export * from './names';
export * from './packageSex';
export * from './phone';
export * from './referenceRange';
