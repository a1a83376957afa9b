import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.card,
});

export const progress = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.secondary });

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.medium,
});

export const error = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.danger });
