export { Combobox, labelContains, type ComboboxOption, type ComboboxProps } from './Combobox';
