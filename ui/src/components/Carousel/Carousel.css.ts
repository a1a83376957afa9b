import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ position: 'relative', overflow: 'hidden', background: vars.color.surface.sunken });

/** Its aspect ratio (set inline from the prop) reserves the height before any image loads, so nothing below shifts. */
export const viewport = style({ overflow: 'hidden', touchAction: 'pan-y', width: '100%' });

export const track = style({
  display: 'flex',
  height: '100%',
  transition: `transform ${vars.motion.slow} ${vars.motion.easing}`,
});

export const slide = style({ flex: '0 0 100%', minWidth: 0, height: '100%', overflow: 'hidden' });

/** Slide images fill the reserved box whatever their own size, cropped rather than distorted. */
globalStyle(`${slide} > img`, { display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const controls = style({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
});

const roundButton = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 'none',
  padding: 0,
  cursor: 'pointer',
  background: 'transparent',
} as const;

export const pause = style({
  ...roundButton,
  position: 'absolute',
  top: vars.space.xs,
  right: vars.space.xs,
  zIndex: 1,
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  borderRadius: vars.radius.full,
  background: vars.color.surface.inverse,
  color: vars.color.text.inverse,
  opacity: 0.85,
});

/**
 * The visible dot is small; the button around it keeps a usable tap target: the touch target high and wide enough that
 * neighbouring dots' centres are over 24 CSS px apart even at 320 px wide (0.48rem squares were 20.5 px there, WCAG
 * 2.5.8's minimum missed).
 */
export const dot = style({
  ...roundButton,
  width: vars.space.xl,
  height: vars.size.touchTarget,
  selectors: {
    '&::before': {
      content: '""',
      width: vars.space.xs,
      height: vars.space.xs,
      borderRadius: vars.radius.full,
      background: vars.color.surface.card,
      border: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
    },
    '&[aria-current="true"]::before': {
      width: vars.space.md,
      background: vars.color.brand,
      borderColor: vars.color.brand,
    },
  },
});
