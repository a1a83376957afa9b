import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const form = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.surface.card,
});

export const field = style({
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface.sunken,
  color: vars.color.text.tertiary,
  // The ring goes around the whole pill, not the bare input inside it.
  selectors: {
    '&:focus-within': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: vars.size.hairline,
    },
  },
});

/** As high as the pill: a tap anywhere on the pill's line (not only on the text's 20 px) focuses the input. */
export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: vars.size.touchTarget,
  border: 'none',
  background: 'transparent',
  color: vars.color.text.primary,
  font: 'inherit',
  fontSize: vars.font.size.md,
  selectors: {
    '&::placeholder': { color: vars.color.text.tertiary },
    '&::-webkit-search-cancel-button': { display: 'none' },
    '&:focus-visible': { outline: 'none' },
  },
});

export const clear = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  marginRight: `calc(-1 * ${vars.space.sm})`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text.secondary,
  cursor: 'pointer',
  borderRadius: vars.radius.full,
});
