import { useId, type ReactNode } from 'react';
import * as css from './Field.css';

/**
 * The hint and error lines under a form control (Field, Combobox) and the `aria-describedby` that ties them to it.
 * The error is a `role="alert"`, so it is announced when it appears.
 */
export function useFieldMessages(hint: ReactNode, error: string | undefined) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const messages = (
    <>
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
    </>
  );
  return { describedBy, messages };
}
