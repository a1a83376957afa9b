import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  position: 'relative',
  display: 'flex',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface.card,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});

export const media = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.space.xxl,
  height: vars.space.xxl,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brand,
});

export const body = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const name = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });

/** The name as a button whose ::after covers the card, so the whole card is one tap target with one name. */
export const nameButton = style({
  padding: 0,
  border: 'none',
  background: 'none',
  font: 'inherit',
  color: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
  },
});

export const note = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

/** Actions sit above the stretched name button so they stay separately tappable. */
export const action = style({ position: 'relative', zIndex: 1 });
