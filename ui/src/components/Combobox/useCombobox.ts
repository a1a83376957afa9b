import { useEffect, useId, useMemo, useState, type ChangeEvent, type KeyboardEvent, type MouseEvent } from 'react';

/** One choice of a combobox. */
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

/** Options of {@link useCombobox}. */
export interface UseComboboxOptions<T extends ComboboxOption = ComboboxOption> {
  /** Every option; the list holds those that `match` the typed text. */
  options: readonly T[];
  /** Caller-supplied filter (default {@link labelContains}). Called with the text as typed. */
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
  /** A choice was made (`option`) or undone (`null`): editing the text after a choice undoes it. */
  onChange?: (value: string | null, option: T | null) => void;
  /** The options are still arriving: text that matches nothing is `loading`, not `empty`. */
  loading?: boolean;
}

/**
 * What the list area shows: `closed` (nothing), `list` (the matches), `empty` (the text matches nothing) or
 * `loading` (it matches nothing yet, while `loading`).
 */
export type ComboboxListStatus = 'closed' | 'list' | 'empty' | 'loading';

/** What {@link useCombobox} returns: state, actions and the ARIA props of the three parts. */
export interface ComboboxState<T extends ComboboxOption = ComboboxOption> {
  /** Text of the input. */
  text: string;
  /** The chosen option, if any. */
  chosen: T | null;
  /** Options matching the text. */
  matches: readonly T[];
  listStatus: ComboboxListStatus;
  /** Index in `matches` of the highlighted option; -1 when none. */
  activeIndex: number;
  /** Sets the text as typing does: opens the list and undoes a choice the text no longer names. */
  edit: (text: string) => void;
  /** Chooses an option (ignored when disabled) and closes the list. */
  choose: (option: T) => void;
  /** Closes the list, keeping the text. */
  close: () => void;
  /** Spread on the text input. */
  getInputProps: () => ComboboxInputProps;
  /** Spread on the list element (kept mounted, so `aria-controls` always points at it). */
  getListProps: () => ComboboxListProps;
  /** Spread on the element of `matches[index]`. */
  getOptionProps: (index: number) => ComboboxOptionProps;
}

/** ARIA and event props of the input ({@link ComboboxState.getInputProps}). */
export interface ComboboxInputProps {
  id: string;
  type: 'text';
  role: 'combobox';
  value: string;
  autoComplete: 'off';
  'aria-autocomplete': 'list';
  'aria-expanded': boolean;
  'aria-controls': string;
  'aria-activedescendant': string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onBlur: () => void;
}

/** ARIA props of the list ({@link ComboboxState.getListProps}). */
export interface ComboboxListProps {
  id: string;
  role: 'listbox';
  hidden: boolean;
}

/** ARIA and event props of an option ({@link ComboboxState.getOptionProps}). */
export interface ComboboxOptionProps {
  id: string;
  role: 'option';
  'aria-selected': boolean;
  'aria-disabled': true | undefined;
  onMouseDown: (event: MouseEvent) => void;
  onClick: () => void;
}

/**
 * The behaviour of the WAI-ARIA "list autocomplete with manual selection" combobox without its markup, for a
 * type-ahead of one's own look ({@link Combobox} is built on it). Focus stays in the input; the highlighted option is
 * exposed with `aria-activedescendant`. Keys: ArrowDown/ArrowUp open the list and move through it (wrapping, skipping
 * disabled options; Alt opens it without moving), Enter chooses the highlighted option, Escape closes the list (a
 * second Escape clears the text). Text and choice each work controlled or uncontrolled. The caller labels the input
 * and the list, and announces `listStatus` (e.g. the number of matches) in a live region.
 */
export function useCombobox<T extends ComboboxOption = ComboboxOption>({
  options,
  match = labelContains,
  inputValue,
  defaultInputValue = '',
  onInputChange,
  value,
  defaultValue = null,
  onChange,
  loading = false,
}: UseComboboxOptions<T>): ComboboxState<T> {
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

  const matches = useMemo(() => options.filter((option) => match(option, text)), [options, match, text]);
  // Once the input holds the chosen option's label, the choice is made: nothing left to pick.
  const settled = chosen !== null && chosen.label === text;
  const showList = open && !settled && matches.length > 0;
  const noMatch = open && !settled && matches.length === 0 && text.trim() !== '';
  const listStatus: ComboboxListStatus = showList ? 'list' : noMatch ? (loading ? 'loading' : 'empty') : 'closed';
  const activeIndex = showList && active < matches.length ? active : -1;

  useEffect(() => {
    if (activeIndex < 0) return;
    document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
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

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const choose = (option: T) => {
    if (option.disabled) return;
    setText(option.label);
    if (option.value !== chosen?.value || !settled) setChosen(option);
    close();
  };

  /** Next enabled index from `from` in direction `by`, wrapping; -1 when none. */
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
          close();
        } else if (text !== '') {
          event.preventDefault();
          edit('');
          setOpen(false);
        }
        return;
      default:
    }
  };

  return {
    text,
    chosen,
    matches,
    listStatus,
    activeIndex,
    edit,
    choose,
    close,
    getInputProps: () => ({
      id: inputId,
      type: 'text',
      role: 'combobox',
      value: text,
      autoComplete: 'off',
      'aria-autocomplete': 'list',
      'aria-expanded': showList,
      'aria-controls': listId,
      'aria-activedescendant': activeIndex >= 0 ? optionId(activeIndex) : undefined,
      onChange: (event) => edit(event.target.value),
      onKeyDown,
      onBlur: () => setOpen(false),
    }),
    getListProps: () => ({ id: listId, role: 'listbox', hidden: !showList }),
    getOptionProps: (index) => ({
      id: optionId(index),
      role: 'option',
      'aria-selected': index === activeIndex,
      'aria-disabled': matches[index]?.disabled || undefined,
      // Keeps focus (and the on-screen keyboard) in the input while an option is tapped.
      onMouseDown: (event) => event.preventDefault(),
      onClick: () => {
        const option = matches[index];
        if (option) choose(option);
      },
    }),
  };
}
