import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import * as css from './Field.css';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-describedby' | 'aria-invalid'> {
  /** Visible label, tied to the input. */
  label: ReactNode;
  /** Validation message (e.g. 请输入正确的手机号); marks the input invalid and is read with it. */
  error?: string;
  /** Help text under the input, also read with it. */
  hint?: ReactNode;
  /** Input mode for the on-screen keyboard: `numeric` for codes, `tel` for phones, `text` for ID numbers (X). */
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
}

/**
 * A labelled text input with hint and error. Works controlled (`value` + `onChange`) or uncontrolled
 * (`defaultValue`); `maxLength` is enforced by the browser.
 */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, error, hint, required, type = 'text', ...inputProps },
  ref,
) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={css.root}>
      <label htmlFor={id} className={css.label}>
        {label}
        {required && (
          <span className={css.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      <input
        ref={ref}
        id={id}
        type={type}
        className={css.input}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...inputProps}
      />
      {hint && (
        <p id={hintId} className={css.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={css.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
});
