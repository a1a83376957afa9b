import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import { classNames } from '../internal/classNames';
import * as css from './Radio.css';

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** Question the group answers; names the group. */
  label: ReactNode;
  options: readonly RadioOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Lay options out in a row. */
  horizontal?: boolean;
  required?: boolean;
  name?: string;
}

/**
 * A single-choice group on Radix RadioGroup: one tab stop, arrow keys move and select, Space selects.
 * Controlled or uncontrolled.
 */
export function RadioGroup({ label, options, value, defaultValue, onValueChange, horizontal, required, name }: RadioGroupProps) {
  const id = useId();
  return (
    <RadixRadioGroup.Root
      className={classNames(css.group, horizontal && css.horizontal)}
      aria-labelledby={`${id}-label`}
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      orientation={horizontal ? 'horizontal' : 'vertical'}
      required={required}
      name={name}
    >
      <span id={`${id}-label`} className={css.legend}>
        {label}
      </span>
      {options.map((option) => (
        <Radio key={option.value} {...option} />
      ))}
    </RadixRadioGroup.Root>
  );
}

/** One option of a `RadioGroup`; use it directly for custom layouts inside a group. */
export function Radio({ value, label, disabled }: RadioOption) {
  const id = useId();
  return (
    <label className={css.option} htmlFor={id}>
      <RadixRadioGroup.Item id={id} value={value} disabled={disabled} className={css.item}>
        <RadixRadioGroup.Indicator className={css.dot} />
      </RadixRadioGroup.Item>
      <span>{label}</span>
    </label>
  );
}
