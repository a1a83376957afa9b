import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const rise = keyframes({ from: { opacity: 0, transform: 'translateY(0.16rem)' }, to: { opacity: 1, transform: 'none' } });

/** The live region is always in the page (and empty when idle) so screen readers register it before it speaks. */
export const region = style({
  position: 'fixed',
  zIndex: vars.zIndex.toast,
  left: vars.space.xl,
  right: vars.space.xl,
  bottom: `calc(${vars.space.xxl} * 2 + ${vars.safeArea.bottom})`,
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
});

export const toast = style({
  maxWidth: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.inverse,
  color: vars.color.text.inverse,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  textAlign: 'center',
  wordBreak: 'break-word',
  animation: `${rise} ${vars.motion.normal} ${vars.motion.easing}`,
});
