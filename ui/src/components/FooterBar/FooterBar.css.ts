import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const bar = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    paddingTop: vars.space.sm,
    paddingBottom: `calc(${vars.space.sm} + ${vars.safeArea.bottom})`,
    paddingLeft: `calc(${vars.space.md} + ${vars.safeArea.left})`,
    paddingRight: `calc(${vars.space.md} + ${vars.safeArea.right})`,
    background: vars.color.surface.card,
    borderTop: `${vars.size.hairline} solid ${vars.color.border}`,
    color: vars.color.text.primary,
  },
  variants: {
    placement: {
      fixed: {
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: vars.zIndex.sticky,
        boxShadow: vars.shadow.popup,
      },
      inline: { flex: '0 0 auto' },
    },
  },
  defaultVariants: { placement: 'fixed' },
});

/** Estimate of the bar's height until it is measured: one touch-target row, its padding and the inset. */
export const spacer = style({
  flex: '0 0 auto',
  height: `calc(${vars.size.touchTarget} + 2 * ${vars.space.sm} + ${vars.safeArea.bottom} + ${vars.size.hairline})`,
});

export const summary = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const price = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.medium });

export const count = style({ fontSize: vars.font.size.sm, color: vars.color.text.secondary });

export const action = style({ display: 'flex', gap: vars.space.sm, flexShrink: 0, marginLeft: 'auto' });
