import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const iconSizes = ['sm', 'md', 'lg', 'inherit'] as const;

// Static classes rather than a recipe: no variant runtime shipped with every page that shows an icon.
export const icon = style({
  display: 'inline-block',
  flexShrink: 0,
  verticalAlign: 'middle',
  fill: 'none',
  stroke: 'currentColor',
});

export const iconSize = styleVariants({
  sm: { width: vars.size.icon.sm, height: vars.size.icon.sm },
  md: { width: vars.size.icon.md, height: vars.size.icon.md },
  lg: { width: vars.size.icon.lg, height: vars.size.icon.lg },
  /** Follows the surrounding text size. */
  inherit: { width: '1em', height: '1em' },
});
