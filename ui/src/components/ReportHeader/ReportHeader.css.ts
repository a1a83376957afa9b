import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.brand,
  color: vars.color.onBrand,
});

export const title = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
});

export const subtitle = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.regular });

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  margin: 0,
  fontSize: vars.font.size.sm,
});

export const term = style({ opacity: 0.9 });
export const detail = style({ margin: 0, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' });
