import { classNames } from '../internal/classNames';
import { icon, iconSize, iconSizes } from './Icon.css';
import { iconNames, iconPaths, type IconName } from './iconPaths';

export { iconNames, iconSizes, type IconName };

export interface IconProps {
  name: IconName;
  size?: (typeof iconSizes)[number];
  /**
   * Accessible name. Without it the icon is decorative and hidden from assistive technology,
   * which is right when a text label sits next to it.
   */
  label?: string;
  className?: string;
}

/** An inline SVG icon drawn in the current text colour. */
export function Icon({ name, size, label, className }: IconProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <svg
      viewBox="0 0 24 24"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      className={classNames(icon, iconSize[size ?? 'md'], className)}
      {...a11y}
    >
      {iconPaths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
