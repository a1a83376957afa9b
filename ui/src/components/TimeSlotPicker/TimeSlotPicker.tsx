import { RadioGroup } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
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

/**
 * Arrival-time slots as a radio group (arrow keys move between open slots). Slots with no places are disabled and
 * say 约满; the selection is cleared whenever `dayKey` changes.
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

  // Tell a controlling parent that a new day means no slot yet.
  const shownDay = useRef(dayKey);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  useEffect(() => {
    if (shownDay.current === dayKey) return;
    shownDay.current = dayKey;
    onChangeRef.current?.(null, null);
  }, [dayKey]);

  return (
    <RadioGroup.Root
      className={className ? `${css.root} ${className}` : css.root}
      aria-label={label}
      // Radix treats '' as "nothing selected" and keeps the group controlled.
      value={selected ?? ''}
      onValueChange={(code) => {
        setOwn({ dayKey, code });
        onChange?.(code, slots.find((s) => s.code === code) ?? null);
      }}
    >
      {slots.map((slot) => {
        const full = slot.remaining <= 0;
        return (
          <RadioGroup.Item key={slot.code} value={slot.code} disabled={full} className={css.slot}>
            <span className={css.name}>{slot.name}</span>
            <span className={css.remaining}>{full ? fullText : remainingText(slot.remaining)}</span>
          </RadioGroup.Item>
        );
      })}
    </RadioGroup.Root>
  );
}
