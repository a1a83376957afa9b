import { Slider } from 'radix-ui';
import { useId, useState } from 'react';
import * as css from './ZoomSlider.css';

/** Zoom range of the document viewer from the spec: 100 to 200, step 15. */
export const ZOOM_MIN = 100;
export const ZOOM_MAX = 200;
export const ZOOM_STEP = 15;

export interface ZoomSliderProps {
  /** Controlled zoom in percent. */
  value?: number;
  /** Initial zoom when uncontrolled (default 100). */
  defaultValue?: number;
  onValueChange?: (value: number) => void;
  /** Visible label (default 缩放). */
  label?: string;
}

/**
 * Zoom percentage slider (Radix Slider): arrows change by one step, PageUp/PageDown by larger jumps, Home/End to the
 * ends; the value is spoken as a percentage. Steps run 100, 115, … 190, and the last step clamps to 200.
 */
export function ZoomSlider({ value, defaultValue = ZOOM_MIN, onValueChange, label = '缩放' }: ZoomSliderProps) {
  const [inner, setInner] = useState(defaultValue);
  const current = value ?? inner;
  const labelId = useId();
  return (
    <div className={css.root}>
      <span id={labelId} className={css.label}>
        {label}
      </span>
      <Slider.Root
        className={css.slider}
        min={ZOOM_MIN}
        max={ZOOM_MAX}
        step={ZOOM_STEP}
        value={[current]}
        onValueChange={([next = ZOOM_MIN]) => {
          if (value === undefined) setInner(next);
          onValueChange?.(next);
        }}
      >
        <Slider.Track className={css.track}>
          <Slider.Range className={css.range} />
        </Slider.Track>
        <Slider.Thumb className={css.thumb} aria-labelledby={labelId} aria-valuetext={`${current}%`} />
      </Slider.Root>
      <output className={css.value} aria-hidden="true">
        {current}%
      </output>
    </div>
  );
}
