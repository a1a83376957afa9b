import { useCallback, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import * as css from './Carousel.css';
import { useAutoplay, useDocumentVisible } from './useAutoplay';

export interface CarouselSlide {
  /** Stable key. */
  id: string;
  content: ReactNode;
}

export interface CarouselProps {
  slides: readonly CarouselSlide[];
  /** Names the carousel (e.g. 院区介绍). */
  label: string;
  /** Autoplay period in ms (spec: 5000). */
  interval?: number;
  /** Start with autoplay on (default true). */
  autoplay?: boolean;
  /** Controlled index of the shown slide. */
  index?: number;
  defaultIndex?: number;
  onIndexChange?: (index: number) => void;
  /**
   * Width / height of the slide box (default 750 / 360, the legacy banner size). The box keeps this ratio before its
   * images load, and `<img>` slides are cropped to fill it (`object-fit: cover`).
   */
  aspectRatio?: number;
}

/** The legacy home banners are 750 × 360. */
const DEFAULT_ASPECT_RATIO = 750 / 360;

/** Horizontal distance (CSS px) a touch must travel to count as a swipe. */
const SWIPE_THRESHOLD = 40;

/**
 * An image carousel following the WAI-ARIA carousel pattern: a region with `aria-roledescription="carousel"`,
 * slides labelled "N / M", a pause/play button first in tab order, dot buttons (arrow keys move between them).
 * Autoplay (5000 ms) pauses while the page is hidden, while touched, hovered or focused, and when the user pauses it;
 * the slide area is a polite live region only while autoplay is off, so rotation never chatters.
 */
export function Carousel({
  slides,
  label,
  interval = 5000,
  autoplay = true,
  index,
  defaultIndex = 0,
  onIndexChange,
  aspectRatio = DEFAULT_ASPECT_RATIO,
}: CarouselProps) {
  const count = slides.length;
  const [innerIndex, setInnerIndex] = useState(defaultIndex);
  const current = Math.min(index ?? innerIndex, Math.max(count - 1, 0));
  const [playing, setPlaying] = useState(autoplay);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [touching, setTouching] = useState(false);
  const visible = useDocumentVisible();
  const touchStartX = useRef<number | null>(null);
  const dotRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const baseId = useId();

  const goTo = useCallback(
    (next: number) => {
      const wrapped = ((next % count) + count) % count;
      if (index === undefined) setInnerIndex(wrapped);
      onIndexChange?.(wrapped);
      return wrapped;
    },
    [count, index, onIndexChange],
  );
  const advance = useCallback(() => goTo(current + 1), [goTo, current]);
  const rotating = count > 1 && playing && visible && !hovered && !focused && !touching;
  useAutoplay(rotating, interval, advance, current);

  const onDotKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    let target: number | undefined;
    if (step !== undefined) target = current + step;
    else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = count - 1;
    if (target === undefined) return;
    event.preventDefault();
    dotRefs.current[goTo(target)]?.focus();
  };

  return (
    <section
      className={css.root}
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      onTouchStart={(event) => {
        setTouching(true);
        touchStartX.current = event.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(event) => {
        setTouching(false);
        const start = touchStartX.current;
        const end = event.changedTouches[0]?.clientX;
        touchStartX.current = null;
        if (start === null || end === undefined || Math.abs(end - start) < SWIPE_THRESHOLD) return;
        goTo(current + (end < start ? 1 : -1));
      }}
      onTouchCancel={() => setTouching(false)}
    >
      {count > 1 && (
        <button
          type="button"
          className={css.pause}
          aria-label={playing ? '暂停自动播放' : '开始自动播放'}
          onClick={() => setPlaying((p) => !p)}
        >
          <svg viewBox="0 0 24 24" width="50%" height="50%" aria-hidden="true" fill="currentColor">
            {playing ? <path d="M7 5h3v14H7zM14 5h3v14h-3z" /> : <path d="M8 5l11 7-11 7z" />}
          </svg>
        </button>
      )}
      <div className={css.viewport} style={{ aspectRatio }} aria-live={rotating ? 'off' : 'polite'}>
        <div className={css.track} style={{ transform: `translateX(${-100 * current}%)` }}>
          {slides.map((slide, i) => (
            <div
              key={slide.id}
              id={`${baseId}-slide-${i}`}
              className={css.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${count}`}
              aria-hidden={i !== current || undefined}
              inert={i !== current}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <div className={css.controls} role="group" aria-label="选择幻灯片">
          {slides.map((slide, i) => (
            <button
              key={slide.id}
              ref={(el) => {
                dotRefs.current[i] = el;
              }}
              type="button"
              className={css.dot}
              aria-label={`第 ${i + 1} 张，共 ${count} 张`}
              aria-controls={`${baseId}-slide-${i}`}
              aria-current={i === current || undefined}
              tabIndex={i === current ? 0 : -1}
              onClick={() => goTo(i)}
              onKeyDown={onDotKeyDown}
            />
          ))}
        </div>
      )}
    </section>
  );
}
