import { useId, useState, type ReactNode } from 'react';
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
  /** Id of the element describing the group, e.g. its error message (read again whenever the group is entered). */
  describedBy?: string;
  /** Marks the group as answered wrongly (with `describedBy` pointing at the reason). */
  invalid?: boolean;
  /**
   * What the group sits on. `plain` (default): nothing of its own, for a group inside a surface already (a Card, a
   * QuestionCard, a Popup). `card`: a Field row's surface, the card background and the row's padding (no radius or
   * shadow: a row, not a Card), for a group among a form's Field rows on the bare page, so 性别 or 血型 reads as one
   * more white row with its label under the Field labels.
   */
  surface?: 'plain' | 'card';
}

/**
 * A single-choice group of native radio inputs sharing one `name`: the browser gives it one tab stop, arrow keys that
 * move and select, Space that selects, and form participation — no script of ours (and no Radix) needed.
 * Controlled or uncontrolled.
 */
export function RadioGroup({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  horizontal,
  required,
  name,
  describedBy,
  invalid,
  surface = 'plain',
}: RadioGroupProps) {
  const id = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const select = (next: string) => {
    if (value === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };
  return (
    <div
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      aria-required={required || undefined}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      className={classNames(css.group, horizontal && css.horizontal, surface === 'card' && css.card)}
    >
      <span id={`${id}-label`} className={css.legend}>
        {label}
      </span>
      {options.map((option) => (
        <label key={option.value} className={css.option}>
          <input
            type="radio"
            className={css.item}
            name={name ?? id}
            value={option.value}
            checked={(value ?? uncontrolled) === option.value}
            onChange={() => select(option.value)}
            disabled={option.disabled}
            required={required}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
}
