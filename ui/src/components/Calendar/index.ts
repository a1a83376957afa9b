export { Calendar, type CalendarProps } from './Calendar';
export {
  availabilityStatus,
  availabilityLabel,
  isBookable,
  AVAILABILITY_STATUSES,
  DAY_LABEL_STYLES,
  TIGHT_THRESHOLD,
  type AvailabilityStatus,
  type DayAvailability,
  type DayLabelStyle,
} from './availability';
