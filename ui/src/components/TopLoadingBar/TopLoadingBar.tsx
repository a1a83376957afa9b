import * as css from './TopLoadingBar.css';

export interface TopLoadingBarProps {
  /** Shown while true (e.g. during route loading). */
  active: boolean;
  /** Text next to the bar (default 努力加载中....). */
  text?: string;
}

/** A thin indeterminate progress bar at the top of the screen, for page loads that do not block interaction. */
export function TopLoadingBar({ active, text = '努力加载中....' }: TopLoadingBarProps) {
  if (!active) return null;
  return (
    <div className={css.root}>
      <div className={css.track} role="progressbar" aria-label={text}>
        <div className={css.bar} />
      </div>
      <span className={css.label} aria-hidden="true">
        {text}
      </span>
    </div>
  );
}
