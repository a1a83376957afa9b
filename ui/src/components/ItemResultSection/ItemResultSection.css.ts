import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.card,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });

export const meta = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  margin: 0,
  fontSize: vars.font.size.sm,
});

export const term = style({ color: vars.color.text.secondary });
export const detail = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
