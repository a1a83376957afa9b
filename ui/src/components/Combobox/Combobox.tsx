import { VisuallyHidden } from 'radix-ui';
import type { ReactNode } from 'react';
import * as fieldCss from '../Field/Field.css';
import { FieldLabel } from '../Field/FieldLabel';
import { useFieldMessages } from '../Field/FieldMessages';
import { classNames } from '../internal/classNames';
import * as css from './Combobox.css';
import { useCombobox, type ComboboxOption, type UseComboboxOptions } from './useCombobox';

/** Props of {@link Combobox}. */
export interface ComboboxProps<T extends ComboboxOption = ComboboxOption> extends UseComboboxOptions<T> {
  /** Visible label, tied to the input; also names the list unless `listLabel` is given. */
  label: ReactNode;
  /** Shown (and announced) when the text matches nothing. */
  emptyText?: string;
  /** Shown (and announced) while `loading` and the visitor has typed (default 加载中…). */
  loadingText?: string;
  /** Announced with the number of matches while the list is open (default `${n}个结果`). */
  countText?: (count: number) => string;
  /** Accessible name of the list (default: the label's text when it is a string). */
  listLabel?: string;
  placeholder?: string;
  /** Help text under the input, read with it. */
  hint?: ReactNode;
  /** Validation message; marks the input invalid and is read with it. */
  error?: string;
  maxLength?: number;
  /** Form field name of the input. */
  name?: string;
  /** Marks the input required: the label's required mark, as a Field's, and `required` on the input. */
  required?: boolean;
  disabled?: boolean;
  className?: string;
}

/**
 * A type-ahead: a text input (`role="combobox"`) with a list of matching options (`role="listbox"`), the kit's look
 * on {@link useCombobox} (keys, ARIA, controlled or uncontrolled text and choice). While `loading`, typed text shows
 * `loadingText` instead of `emptyText`, so an unfinished list is never reported as "nothing matches".
 */
export function Combobox<T extends ComboboxOption = ComboboxOption>({
  label,
  emptyText = '无匹配结果',
  loadingText = '加载中…',
  countText = (count) => `${count}个结果`,
  listLabel,
  placeholder,
  hint,
  error,
  maxLength,
  name,
  required,
  disabled,
  className,
  ...behaviour
}: ComboboxProps<T>) {
  const { matches, listStatus, activeIndex, getInputProps, getListProps, getOptionProps } = useCombobox(behaviour);
  const inputProps = getInputProps();
  const { describedBy, messages } = useFieldMessages(hint, error);
  const listName = listLabel ?? (typeof label === 'string' ? label : undefined);
  const noMatchText = listStatus === 'loading' ? loadingText : listStatus === 'empty' ? emptyText : undefined;

  return (
    <div className={classNames(fieldCss.root, className)}>
      <FieldLabel htmlFor={inputProps.id} required={required}>
        {label}
      </FieldLabel>
      <div className={css.control}>
        <input
          {...inputProps}
          className={fieldCss.input}
          name={name}
          required={required}
          placeholder={placeholder}
          maxLength={maxLength}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {/* The list stays mounted (hidden) so aria-controls always points at an element. */}
        <ul {...getListProps()} aria-label={listName} className={css.list}>
          {listStatus === 'list' &&
            matches.map((option, index) => (
              // Keys are handled on the input (aria-activedescendant): focus never moves to an option.
              <li
                key={option.value}
                {...getOptionProps(index)}
                className={css.option({ active: index === activeIndex, disabled: !!option.disabled })}
              >
                {option.label}
              </li>
            ))}
        </ul>
        {noMatchText && <p className={css.empty}>{noMatchText}</p>}
      </div>
      {/* A bare live region (no role="status"): a page's one status role stays its toast. */}
      <VisuallyHidden.Root aria-live="polite" aria-atomic="true" data-combobox-announcer="">
        {noMatchText ?? (listStatus === 'list' ? countText(matches.length) : '')}
      </VisuallyHidden.Root>
      {messages}
    </div>
  );
}
