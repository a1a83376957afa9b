import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const buttonVariants = ['primary', 'default', 'danger', 'text'] as const;
export const buttonSizes = ['md', 'sm'] as const;

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    minHeight: vars.size.touchTarget,
    paddingLeft: vars.space.md,
    paddingRight: vars.space.md,
    border: `${vars.size.hairline} solid transparent`,
    borderRadius: vars.radius.full,
    fontFamily: 'inherit',
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    cursor: 'pointer',
    userSelect: 'none',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, opacity ${vars.motion.fast}`,
    selectors: {
      '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.brand,
        color: vars.color.onBrand,
        selectors: { '&:active:not([aria-disabled="true"])': { background: vars.color.brandStrong } },
      },
      default: {
        background: vars.color.surface.card,
        color: vars.color.text.primary,
        borderColor: vars.color.borderStrong,
        selectors: { '&:active:not([aria-disabled="true"])': { background: vars.color.surface.sunken } },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.onDanger,
        selectors: { '&:active:not([aria-disabled="true"])': { opacity: 0.85 } },
      },
      text: {
        background: 'transparent',
        color: vars.color.brand,
        paddingLeft: vars.space.xs,
        paddingRight: vars.space.xs,
      },
    },
    size: {
      md: {},
      sm: {
        position: 'relative',
        minHeight: vars.size.icon.lg,
        fontSize: vars.font.size.sm,
        paddingLeft: vars.space.sm,
        paddingRight: vars.space.sm,
        // Drawn small, tapped full size: the hit area reaches the touch target's height above and below the label.
        '::before': { content: '""', position: 'absolute', inset: `calc((100% - ${vars.size.touchTarget}) / 2) 0` },
      },
    },
    block: { true: { display: 'flex', width: '100%' } },
  },
  defaultVariants: { variant: 'default', size: 'md', block: false },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '1em',
  height: '1em',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  border: `${vars.size.focusRing} solid currentColor`,
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});
