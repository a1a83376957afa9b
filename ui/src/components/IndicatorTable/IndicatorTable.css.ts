import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  background: vars.color.surface.card,
});

export const caption = style({
  textAlign: 'left',
  padding: `${vars.space.xs} 0`,
  fontWeight: vars.font.weight.medium,
  fontSize: vars.font.size.md,
});

export const headCell = style({
  padding: vars.space.xs,
  textAlign: 'left',
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.secondary,
  background: vars.color.surface.sunken,
});

export const cell = style({
  padding: vars.space.xs,
  borderBottom: `${vars.size.hairline} solid ${vars.color.border}`,
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
});

export const result = recipe({
  base: { fontVariantNumeric: 'tabular-nums' },
  variants: {
    flag: {
      high: { color: vars.color.danger, fontWeight: vars.font.weight.bold },
      low: { color: vars.color.warning, fontWeight: vars.font.weight.bold },
      normal: {},
    },
  },
});

export const flagText = style({ display: 'block', fontSize: vars.font.size.xs });
