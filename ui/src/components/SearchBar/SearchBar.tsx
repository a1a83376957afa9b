import { useRef, useState, type FormEvent } from 'react';
import { Icon, closeIcon, searchIcon } from '../Icon';
import * as css from './SearchBar.css';

export interface SearchBarProps {
  /** Controlled text. */
  value?: string;
  /** Initial text when uncontrolled. */
  defaultValue?: string;
  /** Called on every edit (debounce it with `useDebounce` for live filtering). */
  onChange?: (value: string) => void;
  /** Called on Enter / the keyboard's search key. */
  onSearch?: (value: string) => void;
  placeholder?: string;
  /** Accessible name of the input (default 搜索). */
  label?: string;
  maxLength?: number;
}

/** A search box in a `role="search"` landmark, with a clear button; Enter searches. */
export function SearchBar({
  value,
  defaultValue = '',
  onChange,
  onSearch,
  placeholder = '请输入搜索关键词',
  label = '搜索',
  maxLength,
}: SearchBarProps) {
  const [inner, setInner] = useState(defaultValue);
  const text = value ?? inner;
  const inputRef = useRef<HTMLInputElement>(null);
  const update = (next: string) => {
    if (value === undefined) setInner(next);
    onChange?.(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Closes the on-screen keyboard on phones once the search is sent.
    inputRef.current?.blur();
    onSearch?.(text);
  };
  return (
    <form role="search" className={css.form} onSubmit={submit}>
      <div className={css.field}>
        <Icon icon={searchIcon} size="sm" />
        <input
          ref={inputRef}
          type="search"
          enterKeyHint="search"
          className={css.input}
          aria-label={label}
          placeholder={placeholder}
          value={text}
          maxLength={maxLength}
          onChange={(event) => update(event.target.value)}
        />
        {text !== '' && (
          <button
            type="button"
            className={css.clear}
            aria-label="清除"
            onClick={() => {
              update('');
              inputRef.current?.focus();
            }}
          >
            <Icon icon={closeIcon} size="sm" />
          </button>
        )}
      </div>
    </form>
  );
}
