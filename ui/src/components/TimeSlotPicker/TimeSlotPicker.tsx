import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { classNames } from '../internal/classNames';
import * as css from './TimeSlotPicker.css';

/** An arrival-time slot (sumtime_Name, sumtime_Code, person_Surplus / team_Surplus). */
export interface TimeSlot {
  code: string;
  name: string;
  /** Places left; 0 disables the slot. */
  remaining: number;
}

/** Props of {@link TimeSlotPicker}. */
export interface TimeSlotPickerProps {
  slots: readonly TimeSlot[];
  /** The day the slots belong to (e.g. `2026-12-01`); changing it clears the selection. */
  dayKey: string;
  /** Selected slot code (controlled); `null` for none. */
  value?: string | null;
  /** Initial selection when uncontrolled. */
  defaultValue?: string | null;
  /** Called with the picked slot, or `null` when the day changes. */
  onChange?: (code: string | null, slot: TimeSlot | null) => void;
  /** Accessible name of the group; default 报到时间. */
  label?: string;
  /** Text of a slot with no places left; default 约满. */
  fullText?: string;
  /** Text of a slot's places; default 余N人. */
  remainingText?: (remaining: number) => string;
  className?: string;
}

const defaultRemainingText = (n: number) => `余${n}人`;

/** Arrow keys: Right/Down to the next slot, Left/Up to the previous (the grid wraps like one row). */
const ARROW_STEP: Partial<Record<string, 1 | -1>> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * Arrival-time slots as a radio group (WAI-ARIA radio group pattern: one tab stop, arrow keys move to and check the
 * next open slot, Space checks). Slots with no places are disabled and say 约满; the selection is cleared whenever
 * `dayKey` changes. Hand-written rather than Radix's RadioGroup: the same markup and keys for a fraction of the bytes.
 */
export function TimeSlotPicker({
  slots,
  dayKey,
  value,
  defaultValue = null,
  onChange,
  label = '报到时间',
  fullText = '约满',
  remainingText = defaultRemainingText,
  className,
}: TimeSlotPickerProps) {
  const [own, setOwn] = useState({ dayKey, code: defaultValue });
  const ownCode = own.dayKey === dayKey ? own.code : null;
  const selected = value !== undefined ? value : ownCode;

  // Tell a controlling parent that a new day means no slot yet (once per day: a new `onChange` alone changes nothing).
  const shownDay = useRef(dayKey);
  useEffect(() => {
    if (shownDay.current === dayKey) return;
    shownDay.current = dayKey;
    onChange?.(null, null);
  }, [dayKey, onChange]);

  const isOpen = (slot: TimeSlot) => slot.remaining > 0;
  const tabStop = slots.find((slot) => slot.code === selected && isOpen(slot)) ?? slots.find(isOpen);

  const check = (slot: TimeSlot) => {
    if (slot.code === selected) return;
    setOwn({ dayKey, code: slot.code });
    onChange?.(slot.code, slot);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    // Radios check with Space only; Enter would submit a surrounding form's intent twice.
    if (event.key === 'Enter') event.preventDefault();
    const step = ARROW_STEP[event.key];
    if (!step) return;
    event.preventDefault();
    for (let k = 1; k < slots.length; k += 1) {
      const at = (index + step * k + slots.length * k) % slots.length;
      const slot = slots[at]!;
      if (!isOpen(slot)) continue;
      (event.currentTarget.parentElement?.children[at] as HTMLElement | undefined)?.focus();
      check(slot);
      return;
    }
  };

  return (
    <div role="radiogroup" aria-label={label} className={classNames(css.root, className)}>
      {slots.map((slot, index) => {
        const full = !isOpen(slot);
        const checked = slot.code === selected;
        return (
          <button
            key={slot.code}
            type="button"
            role="radio"
            aria-checked={checked}
            disabled={full}
            tabIndex={slot === tabStop ? 0 : -1}
            className={css.slot}
            onClick={() => check(slot)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            <span className={css.name}>{slot.name}</span>
            <span className={css.remaining}>{full ? fullText : remainingText(slot.remaining)}</span>
          </button>
        );
      })}
    </div>
  );
}
