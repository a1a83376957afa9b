export { Field, type FieldProps } from './Field';
