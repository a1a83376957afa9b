import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const slide = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });

export const root = style({
  position: 'fixed',
  zIndex: vars.zIndex.loadingBar,
  top: vars.safeArea.top,
  left: 0,
  right: 0,
  pointerEvents: 'none',
});

export const track = style({ height: vars.size.loadingBar, overflow: 'hidden', background: vars.color.brandSoft });

export const bar = style({
  width: '40%',
  height: '100%',
  background: vars.color.brand,
  animation: `${slide} 1.2s ${vars.motion.easing} infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', width: '100%' } },
});

export const label = style({
  display: 'inline-block',
  marginTop: vars.space.xxs,
  marginLeft: vars.space.sm,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface.inverse,
  color: vars.color.text.inverse,
  fontSize: vars.font.size.xs,
});
