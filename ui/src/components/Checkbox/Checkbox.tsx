import { Checkbox as RadixCheckbox } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import { Icon, checkIcon } from '../Icon';
import { classNames } from '../internal/classNames';
import * as css from './Checkbox.css';

export interface CheckboxProps {
  /** Visible label. */
  label: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  /** Round box (list selections such as add-on items). */
  round?: boolean;
  /** Form field name and value, when used inside a form. */
  name?: string;
  value?: string;
}

/** A labelled checkbox on Radix Checkbox (Space toggles it). Controlled or uncontrolled. */
export function Checkbox({
  label,
  checked,
  defaultChecked,
  onCheckedChange,
  disabled,
  round,
  name,
  value,
}: CheckboxProps) {
  const id = useId();
  return (
    <label className={css.root} htmlFor={id}>
      <RadixCheckbox.Root
        id={id}
        className={classNames(css.box, round && css.round)}
        checked={checked}
        defaultChecked={defaultChecked}
        onCheckedChange={(state) => onCheckedChange?.(state === true)}
        disabled={disabled}
        name={name}
        value={value}
      >
        <RadixCheckbox.Indicator>
          <Icon icon={checkIcon} size="inherit" />
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <span>{label}</span>
    </label>
  );
}
