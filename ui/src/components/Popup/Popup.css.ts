import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { scrim } from '../internal/overlay.css';

export const overlay = style([scrim, { zIndex: vars.zIndex.popup }]);

const slideUp = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'none' } });
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const content = recipe({
  base: {
    position: 'fixed',
    zIndex: vars.zIndex.popup,
    display: 'flex',
    flexDirection: 'column',
    background: vars.color.surface.card,
    color: vars.color.text.primary,
    boxShadow: vars.shadow.popup,
    overflow: 'hidden',
  },
  variants: {
    position: {
      bottom: {
        left: 0,
        right: 0,
        bottom: 0,
        maxHeight: '85%',
        borderTopLeftRadius: vars.radius.lg,
        borderTopRightRadius: vars.radius.lg,
        paddingBottom: vars.safeArea.bottom,
        animation: `${slideUp} ${vars.motion.slow} ${vars.motion.easing}`,
      },
      center: {
        top: '50%',
        left: '50%',
        transform: 'translate(-50%, -50%)',
        width: `calc(100% - 2 * ${vars.space.xl})`,
        maxHeight: '80%',
        borderRadius: vars.radius.lg,
        animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}`,
      },
    },
  },
  defaultVariants: { position: 'bottom' },
});

export const header = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.xs} ${vars.size.touchTarget}`,
  flexShrink: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  textAlign: 'center',
});

export const close = style({
  position: 'absolute',
  right: vars.space.xxs,
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  border: 'none',
  background: 'transparent',
  color: vars.color.text.secondary,
  cursor: 'pointer',
  borderRadius: vars.radius.full,
});

export const body = style({ overflowY: 'auto', overscrollBehavior: 'contain', flex: 1 });
