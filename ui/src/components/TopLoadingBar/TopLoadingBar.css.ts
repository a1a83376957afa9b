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

/** Centred just under the nav bar: beside the bar's start it covered the NavBar's back arrow during every slow load. */
export const label = style({
  position: 'absolute',
  // The nav bar is as tall as its back button where a touch target outgrows the bar's height (narrow phones).
  top: `calc(max(${vars.size.navBarHeight}, ${vars.size.touchTarget}) + ${vars.space.xs})`,
  left: '50%',
  transform: 'translateX(-50%)',
  whiteSpace: 'nowrap',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface.inverse,
  color: vars.color.text.inverse,
  fontSize: vars.font.size.xs,
});
