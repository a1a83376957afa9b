import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const section = style({
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.card,
});

export const heading = style({
  margin: `0 0 ${vars.space.sm}`,
  paddingLeft: vars.space.xs,
  borderLeft: `${vars.size.focusRing} solid ${vars.color.brand}`,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const empty = style({ margin: 0, color: vars.color.text.tertiary, fontSize: vars.font.size.sm });
