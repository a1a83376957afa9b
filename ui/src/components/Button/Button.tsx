import { forwardRef, type ButtonHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { classNames } from '../internal/classNames';
import { button, buttonSizes, buttonVariants, spinner } from './Button.css';

export { buttonSizes, buttonVariants };

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled'> {
  /** Visual weight: `primary` for the one main action of a screen, `danger` for destructive ones. */
  variant?: (typeof buttonVariants)[number];
  size?: (typeof buttonSizes)[number];
  /** Stretch to the container's width (page-bottom actions). */
  block?: boolean;
  /** Shows a spinner, announces busy state and ignores clicks, so a submit cannot be sent twice. */
  loading?: boolean;
  /**
   * Disabled buttons stay focusable (`aria-disabled`) so screen-reader users can still find them and hear why
   * nothing happens; clicks are swallowed.
   */
  disabled?: boolean;
  /** Icon shown before the label. */
  icon?: ReactNode;
}

/** A button; `type="button"` unless told otherwise so it never submits a form by accident. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant,
    size,
    block,
    loading = false,
    disabled = false,
    icon,
    type = 'button',
    className,
    onClick,
    children,
    ...rest
  },
  ref,
) {
  const inert = disabled || loading;
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (inert) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      ref={ref}
      type={type}
      className={classNames(button({ variant, size, block }), className)}
      aria-disabled={inert || undefined}
      aria-busy={loading || undefined}
      onClick={handleClick}
      {...rest}
    >
      {loading ? <span className={spinner} aria-hidden="true" /> : icon}
      {children}
    </button>
  );
});
