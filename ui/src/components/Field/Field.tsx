import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { classNames } from '../internal/classNames';
import * as css from './Field.css';
import { FieldLabel } from './FieldLabel';
import { useFieldMessages } from './FieldMessages';

export interface FieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'aria-describedby' | 'aria-invalid'
> {
  /** Visible label, tied to the input. */
  label: ReactNode;
  /** Validation message (e.g. 请输入正确的手机号); marks the input invalid and is read with it. */
  error?: string;
  /** Help text under the input, also read with it. */
  hint?: ReactNode;
  /** Input mode for the on-screen keyboard: `numeric` for codes, `tel` for phones, `text` for ID numbers (X). */
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  /**
   * `horizontal` (default): the label in a fixed 1.6rem column beside the input. `auto`: the label beside the input
   * while it fits in half the row, above it at full width when longer (e.g. a questionnaire's question).
   */
  layout?: 'horizontal' | 'auto';
  /**
   * A control at the right of the input, in the same row (Vant's `button` slot): a verification code's
   * ResendCodeButton with its countdown.
   */
  button?: ReactNode;
}

/**
 * A labelled text input with hint and error. Works controlled (`value` + `onChange`) or uncontrolled
 * (`defaultValue`); `maxLength` is enforced by the browser.
 */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, error, hint, required, type = 'text', layout = 'horizontal', button, ...inputProps },
  ref,
) {
  const id = useId();
  const { describedBy, messages } = useFieldMessages(hint, error);
  return (
    <div className={classNames(layout === 'auto' ? css.rootAuto : css.root, button !== undefined && css.withButton)}>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
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
      {button}
      {messages}
    </div>
  );
});
