export { Radio, RadioGroup, type RadioGroupProps, type RadioOption } from './Radio';
