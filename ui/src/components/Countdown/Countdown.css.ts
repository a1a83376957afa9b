import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const countdown = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weight.medium,
});

export const tone = styleVariants({
  default: { color: vars.color.text.primary },
  brand: { color: vars.color.brand },
  danger: { color: vars.color.danger },
});

export const size = styleVariants({
  md: { fontSize: vars.font.size.md },
  lg: { fontSize: vars.font.size.xxl },
});
export const countdownTones = ['default', 'brand', 'danger'] as const;
export const countdownSizes = ['md', 'lg'] as const;
