import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** The year row: the label at the left, the year shown and a chevron at the right, as a Cell's. */
export const filter = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.surface.card,
  color: vars.color.text.primary,
  font: 'inherit',
  fontSize: vars.font.size.md,
  cursor: 'pointer',
  selectors: { '&:active': { background: vars.color.surface.sunken } },
});

export const filterLabel = style({ flex: 1, textAlign: 'left' });

export const filterValue = style({ color: vars.color.text.secondary });

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const year = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.secondary,
});

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.touchTarget,
  padding: vars.space.md,
  border: 'none',
  borderRadius: vars.radius.lg,
  background: vars.color.surface.card,
  boxShadow: vars.shadow.card,
  color: vars.color.text.primary,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
});

export const itemText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, flex: 1, minWidth: 0 });
export const itemName = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.medium });
export const itemMeta = style({ fontSize: vars.font.size.sm, color: vars.color.text.secondary });
export const chevron = style({ color: vars.color.text.tertiary });
