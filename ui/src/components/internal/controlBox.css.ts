import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * The clickable label row around a Checkbox (Radix, `data-disabled`) or Radio (native, `:disabled`) control; greyed out
 * while its control is disabled.
 */
export const controlLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touchTarget,
  color: vars.color.text.primary,
  cursor: 'pointer',
  selectors: { '&:has([data-disabled], :disabled)': { color: vars.color.text.tertiary, cursor: 'not-allowed' } },
});

/** The square box of a Checkbox or Radio control; each control adds its own shape and checked look. */
export const controlBox = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.icon.md,
  height: vars.size.icon.md,
  padding: 0,
  border: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
  background: vars.color.surface.card,
  cursor: 'inherit',
  selectors: {
    '&[data-disabled], &:disabled': { background: vars.color.surface.sunken, borderColor: vars.color.border },
  },
});
