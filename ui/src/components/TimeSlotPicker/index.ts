export { TimeSlotPicker, type TimeSlot, type TimeSlotPickerProps } from './TimeSlotPicker';
