import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { scrim, spin } from '../internal/overlay.css';

export const overlay = style([scrim, { zIndex: vars.zIndex.dialog }]);

export const content = style({
  position: 'fixed',
  zIndex: vars.zIndex.dialog,
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: '2.4rem',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.inverse,
  color: vars.color.text.inverse,
  outline: 'none',
});

export const spinner = style({
  width: vars.size.icon.lg,
  height: vars.size.icon.lg,
  borderRadius: vars.radius.full,
  border: `0.06rem solid currentColor`,
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});

export const text = style({ margin: 0, fontSize: vars.font.size.md });
