export { Countdown, type CountdownProps } from './Countdown';
export { countdownSizes, countdownTones } from './Countdown.css';
export { formatCountdown, countdownParts, COUNTDOWN_FORMATS, type CountdownParts } from './formatCountdown';
