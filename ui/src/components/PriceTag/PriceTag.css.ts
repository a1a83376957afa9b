import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const priceTagSizes = ['md', 'lg'] as const;

export const root = style({ display: 'inline-flex', alignItems: 'baseline', gap: vars.space.xs, flexWrap: 'wrap' });

export const price = style({
  color: vars.color.danger,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const priceSize = styleVariants({
  md: { fontSize: vars.font.size.lg },
  lg: { fontSize: vars.font.size.xxl },
});

export const currency = style({ fontSize: '0.7em', marginRight: '0.1em' });

export const original = style({
  color: vars.color.text.tertiary,
  fontSize: vars.font.size.sm,
  textDecoration: 'line-through',
});
