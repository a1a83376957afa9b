import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A look of one's own for the `useCombobox` story: a pill search box and the matches as chips under it. */
export const search = style({
  width: '100%',
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.md}`,
  border: `${vars.size.hairline} solid ${vars.color.brand}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface.card,
  color: vars.color.text.primary,
  fontSize: vars.font.size.md,
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: `${vars.space.sm} 0 0`,
  padding: 0,
  listStyle: 'none',
  selectors: { '&[hidden]': { display: 'none' } },
});

export const chip = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.text.primary,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  selectors: {
    // The highlight is an outline as well as a colour, so it does not rest on colour alone.
    '&[aria-selected="true"]': {
      background: vars.color.brand,
      color: vars.color.onBrand,
      outline: `${vars.size.focusRing} solid ${vars.color.brand}`,
    },
    '&[aria-disabled="true"]': { color: vars.color.text.tertiary, cursor: 'not-allowed' },
  },
});

export const status = style({
  margin: `${vars.space.xs} 0 0`,
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
});
