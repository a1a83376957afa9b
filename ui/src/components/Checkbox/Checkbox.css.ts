import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touchTarget,
  color: vars.color.text.primary,
  cursor: 'pointer',
  selectors: { '&:has([data-disabled])': { color: vars.color.text.tertiary, cursor: 'not-allowed' } },
});

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.icon.md,
  height: vars.size.icon.md,
  padding: 0,
  border: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface.card,
  color: vars.color.onBrand,
  cursor: 'inherit',
  selectors: {
    '&[data-state="checked"]': { background: vars.color.brand, borderColor: vars.color.brand },
    '&[data-disabled]': { background: vars.color.surface.sunken, borderColor: vars.color.border },
    '&[data-disabled][data-state="checked"]': { color: vars.color.text.tertiary },
  },
});

export const round = style({ borderRadius: vars.radius.full });
