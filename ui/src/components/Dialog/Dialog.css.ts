import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { scrim } from '../internal/overlay.css';

export const overlay = style([scrim, { zIndex: vars.zIndex.dialog }]);

export const content = style({
  position: 'fixed',
  zIndex: vars.zIndex.dialog,
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: `calc(100% - 2 * ${vars.space.xl})`,
  maxWidth: '6.4rem',
  maxHeight: `calc(100% - 2 * ${vars.space.xl})`,
  overflowY: 'auto',
  background: vars.color.surface.card,
  borderRadius: vars.radius.lg,
  color: vars.color.text.primary,
  textAlign: 'center',
});

export const body = style({ padding: `${vars.space.lg} ${vars.space.md} ${vars.space.md}` });

export const title = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });

export const description = style({
  margin: `${vars.space.xs} 0 0`,
  fontSize: vars.font.size.md,
  color: vars.color.text.secondary,
  whiteSpace: 'pre-line',
});

export const footer = style({
  display: 'flex',
  gap: vars.space.sm,
  padding: `0 ${vars.space.md} ${vars.space.md}`,
});

export const footerButton = style({ flex: 1 });
