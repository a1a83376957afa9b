import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
});

export const slot = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minHeight: `calc(${vars.size.touchTarget} * 1.4)`,
  padding: vars.space.xs,
  border: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.card,
  color: vars.color.text.primary,
  font: 'inherit',
  cursor: 'pointer',
  transition: `background ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[aria-checked="true"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
    },
    '&:disabled': {
      cursor: 'not-allowed',
      background: vars.color.surface.sunken,
      borderColor: vars.color.border,
      color: vars.color.text.tertiary,
    },
  },
});

export const name = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.medium });

export const remaining = style({
  fontSize: vars.font.size.xs,
  color: vars.color.availability.plentiful,
  selectors: {
    [`${slot}[aria-checked="true"] &`]: { color: vars.color.onBrand },
    [`${slot}:disabled &`]: { color: vars.color.availability.full },
  },
});
