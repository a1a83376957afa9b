import { classNames } from '../internal/classNames';
import { icon as iconClass, iconSize, iconSizes } from './Icon.css';
import type { IconGlyph } from './glyphs';

export { iconSizes };

export interface IconProps {
  /** The glyph, e.g. `chevronIcon` (each icon is its own export, so only the icons used are bundled). */
  icon: IconGlyph;
  size?: (typeof iconSizes)[number];
  /**
   * Accessible name. Without it the icon is decorative and hidden from assistive technology,
   * which is right when a text label sits next to it.
   */
  label?: string;
  className?: string;
}

/** An inline SVG icon drawn in the current text colour. */
export function Icon({ icon, size, label, className }: IconProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <svg
      viewBox="0 0 24 24"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      className={classNames(iconClass, iconSize[size ?? 'md'], className)}
      {...a11y}
    >
      {icon.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
