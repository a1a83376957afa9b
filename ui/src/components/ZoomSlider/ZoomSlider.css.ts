import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, padding: `0 ${vars.space.md}` });

export const label = style({ flexShrink: 0, color: vars.color.text.secondary, fontSize: vars.font.size.sm });

export const slider = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  flex: 1,
  height: vars.size.touchTarget,
  touchAction: 'none',
  userSelect: 'none',
});

export const track = style({
  position: 'relative',
  flexGrow: 1,
  height: vars.space.xxs,
  borderRadius: vars.radius.full,
  background: vars.color.border,
});

export const range = style({
  position: 'absolute',
  height: '100%',
  borderRadius: vars.radius.full,
  background: vars.color.brand,
});

export const thumb = style({
  display: 'block',
  width: vars.size.icon.md,
  height: vars.size.icon.md,
  borderRadius: vars.radius.full,
  background: vars.color.surface.card,
  border: `${vars.size.focusRing} solid ${vars.color.brand}`,
  boxShadow: vars.shadow.card,
});

export const value = style({
  flexShrink: 0,
  minWidth: vars.space.xxl,
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
});
