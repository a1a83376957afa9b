import type { ReactNode } from 'react';
import * as css from './Field.css';

/** Props of {@link FieldLabel}. */
export interface FieldLabelProps {
  /** The id of the control the label names. */
  htmlFor: string;
  /** Shows the required mark (hidden from screen readers: the control's own `required` says it). */
  required?: boolean;
  children: ReactNode;
}

/** A form control's label (Field, Combobox), with the required mark when the control is required. */
export function FieldLabel({ htmlFor, required, children }: FieldLabelProps) {
  return (
    <label htmlFor={htmlFor} className={css.label}>
      {children}
      {required && (
        // U+2060 WORD JOINER first: no line break between the label's last character and the mark, so a label that
        // fills its column (身高（cm）at 320 px) wraps a word with the mark instead of leaving the * alone below it.
        <span className={css.required} aria-hidden="true">
          {'\u2060*'}
        </span>
      )}
    </label>
  );
}
