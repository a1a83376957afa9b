import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** Dimmed backdrop shared by Dialog, Popup and LoadingOverlay. */
export const scrim = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.surface.scrim,
  animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}`,
});

export const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
