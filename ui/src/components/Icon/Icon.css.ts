import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const iconSizes = ['sm', 'md', 'lg', 'inherit'] as const;

export const icon = recipe({
  base: { display: 'inline-block', flexShrink: 0, verticalAlign: 'middle', fill: 'none', stroke: 'currentColor' },
  variants: {
    size: {
      sm: { width: vars.size.icon.sm, height: vars.size.icon.sm },
      md: { width: vars.size.icon.md, height: vars.size.icon.md },
      lg: { width: vars.size.icon.lg, height: vars.size.icon.lg },
      /** Follows the surrounding text size. */
      inherit: { width: '1em', height: '1em' },
    },
  },
  defaultVariants: { size: 'md' },
});
