import { VisuallyHidden } from 'radix-ui';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import * as fieldCss from '../Field/Field.css';
import { FieldLabel } from '../Field/FieldLabel';
import { useFieldMessages } from '../Field/FieldMessages';
import { classNames } from '../internal/classNames';
import * as css from './Combobox.css';

/** One choice of a {@link Combobox}. */
export interface ComboboxOption {
  /** Stable key reported by `onChange` (e.g. a company code). */
  value: string;
  /** Text shown in the list and written into the input when chosen. */
  label: string;
  /** Shown but not choosable. */
  disabled?: boolean;
}

/**
 * Default filter: the option's label contains the typed text, case-insensitive, matched literally (the text is never
 * compiled as a RegExp, so `(` or `*` cannot break or widen the search). Blank text matches nothing.
 */
export function labelContains(option: ComboboxOption, text: string): boolean {
  const wanted = text.trim().toLowerCase();
  return wanted !== '' && option.label.toLowerCase().includes(wanted);
}

/** Props of {@link Combobox}. */
export interface ComboboxProps<T extends ComboboxOption = ComboboxOption> {
  /** Visible label, tied to the input; also names the list unless `listLabel` is given. */
  label: ReactNode;
  /** Every option; the list shows those that `match` the typed text. */
  options: readonly T[];
  /** Caller-supplied filter (default {@link labelContains}). Called with the trimmed-or-not text as typed. */
  match?: (option: T, text: string) => boolean;
  /** Controlled text of the input. */
  inputValue?: string;
  /** Initial text when the input is uncontrolled. */
  defaultInputValue?: string;
  /** Every edit of the text (typing, choosing an option, clearing with Escape). */
  onInputChange?: (text: string) => void;
  /** Controlled chosen option value (`null`: none). */
  value?: string | null;
  /** Initial chosen value when uncontrolled. */
  defaultValue?: string | null;
  /**
   * A choice was made (`option`) or undone (`null`). Editing the text after a choice undoes it, so a value is only
   * ever reported while the input still holds that option's label.
   */
  onChange?: (value: string | null, option: T | null) => void;
  /** Shown (and announced) when the text matches nothing. */
  emptyText?: string;
  /**
   * The options are still arriving: typed text shows `loadingText` instead of `emptyText`, so an unfinished list is
   * never reported as "nothing matches".
   */
  loading?: boolean;
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
 * A type-ahead: a text input (`role="combobox"`) with a list of matching options (`role="listbox"`), following the
 * WAI-ARIA "list autocomplete with manual selection" pattern. Focus stays in the input; the highlighted option is
 * exposed with `aria-activedescendant`. Keys: ArrowDown/ArrowUp open the list and move through it (wrapping), Enter
 * chooses the highlighted option, Escape closes the list (a second Escape clears the text). Text and choice each
 * work controlled or uncontrolled.
 */
export function Combobox<T extends ComboboxOption = ComboboxOption>({
  label,
  options,
  match = labelContains,
  inputValue,
  defaultInputValue = '',
  onInputChange,
  value,
  defaultValue = null,
  onChange,
  emptyText = '无匹配结果',
  loading = false,
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
}: ComboboxProps<T>) {
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const [innerText, setInnerText] = useState(defaultInputValue);
  const [innerValue, setInnerValue] = useState<string | null>(defaultValue);
  const text = inputValue ?? innerText;
  const chosenValue = value === undefined ? innerValue : value;
  const chosen = options.find((option) => option.value === chosenValue) ?? null;

  // Open means "the visitor wants the list"; it shows only when there is something to show.
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLUListElement>(null);

  const matches = useMemo(() => options.filter((option) => match(option, text)), [options, match, text]);
  // Once the input holds the chosen option's label, the choice is made: nothing left to pick.
  const settled = chosen !== null && chosen.label === text;
  const showList = open && !settled && matches.length > 0;
  const noMatch = open && !settled && matches.length === 0 && text.trim() !== '';
  const showEmpty = noMatch && !loading;
  const showLoading = noMatch && loading;
  const activeIndex = showList && active < matches.length ? active : -1;

  useEffect(() => {
    if (activeIndex < 0) return;
    listRef.current?.querySelector(`#${CSS.escape(optionId(activeIndex))}`)?.scrollIntoView?.({ block: 'nearest' });
    // optionId is derived from the stable id.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeIndex]);

  const setText = (next: string) => {
    if (inputValue === undefined) setInnerText(next);
    onInputChange?.(next);
  };
  const setChosen = (option: T | null) => {
    if (value === undefined) setInnerValue(option?.value ?? null);
    onChange?.(option?.value ?? null, option);
  };

  const edit = (next: string) => {
    setText(next);
    setOpen(true);
    setActive(-1);
    if (chosen && next !== chosen.label) setChosen(null);
  };

  const choose = (option: T) => {
    if (option.disabled) return;
    setText(option.label);
    if (option.value !== chosen?.value || !settled) setChosen(option);
    setOpen(false);
    setActive(-1);
  };

  /** Next enabled index from `from` in direction `step`, wrapping; -1 when none. */
  const step = (from: number, by: 1 | -1): number => {
    const count = matches.length;
    for (let i = 1; i <= count; i += 1) {
      const index = (((from + by * i) % count) + count) % count;
      if (!matches[index]?.disabled) return index;
    }
    return -1;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        if (!showList) {
          setOpen(true);
          if (event.altKey) return;
          setActive(step(down ? -1 : 0, down ? 1 : -1));
          return;
        }
        setActive(step(activeIndex < 0 ? (down ? -1 : 0) : activeIndex, down ? 1 : -1));
        return;
      }
      case 'Enter': {
        const option = matches[activeIndex];
        if (!showList || !option) return;
        event.preventDefault();
        choose(option);
        return;
      }
      case 'Escape':
        if (showList || noMatch) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (text !== '') {
          event.preventDefault();
          edit('');
          setOpen(false);
        }
        return;
      default:
    }
  };

  const { describedBy, messages } = useFieldMessages(hint, error);
  const listName = listLabel ?? (typeof label === 'string' ? label : undefined);

  return (
    <div className={classNames(fieldCss.root, className)}>
      <FieldLabel htmlFor={inputId} required={required}>
        {label}
      </FieldLabel>
      <div className={css.control}>
        <input
          id={inputId}
          type="text"
          role="combobox"
          className={fieldCss.input}
          value={text}
          name={name}
          required={required}
          placeholder={placeholder}
          maxLength={maxLength}
          disabled={disabled}
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => edit(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        {/* The list stays mounted (hidden) so aria-controls always points at an element. */}
        <ul ref={listRef} id={listId} role="listbox" aria-label={listName} className={css.list} hidden={!showList}>
          {showList &&
            matches.map((option, index) => (
              // Keys are handled on the input (aria-activedescendant): focus never moves to an option.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={option.value}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                aria-disabled={option.disabled || undefined}
                className={css.option({ active: index === activeIndex, disabled: !!option.disabled })}
                // Keeps focus (and the on-screen keyboard) in the input while an option is tapped.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
              >
                {option.label}
              </li>
            ))}
        </ul>
        {(showEmpty || showLoading) && <p className={css.empty}>{showLoading ? loadingText : emptyText}</p>}
      </div>
      {/* A bare live region (no role="status"): a page's one status role stays its toast. */}
      <VisuallyHidden.Root aria-live="polite" aria-atomic="true" data-combobox-announcer="">
        {showLoading ? loadingText : showEmpty ? emptyText : showList ? countText(matches.length) : ''}
      </VisuallyHidden.Root>
      {messages}
    </div>
  );
}
