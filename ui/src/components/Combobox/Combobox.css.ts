import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** The input and its list; the list hangs under the input, over the content below. */
export const control = style({ position: 'relative', minWidth: 0 });

/** The surface under the input that holds the list or the empty text. */
const popover = style({
  position: 'absolute',
  zIndex: vars.zIndex.popup,
  top: `calc(100% + ${vars.space.xxs})`,
  left: 0,
  right: 0,
  margin: 0,
  background: vars.color.surface.card,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.popup,
});

export const list = style([
  popover,
  {
    maxHeight: `calc(${vars.size.touchTarget} * 5)`,
    overflowY: 'auto',
    padding: `${vars.space.xxs} 0`,
    listStyle: 'none',
    selectors: { '&[hidden]': { display: 'none' } },
  },
]);

export const option = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    minHeight: vars.size.touchTarget,
    padding: `0 ${vars.space.sm}`,
    fontSize: vars.font.size.md,
    color: vars.color.text.primary,
    cursor: 'pointer',
    selectors: { '&:hover': { background: vars.color.brandSoft } },
  },
  variants: {
    /** The highlighted option (aria-activedescendant): a bar and tint, not colour alone. */
    active: {
      true: { background: vars.color.brandSoft, boxShadow: `inset ${vars.size.focusRing} 0 0 ${vars.color.brand}` },
      false: {},
    },
    disabled: { true: { color: vars.color.text.tertiary, cursor: 'not-allowed' }, false: {} },
  },
});

export const empty = style([
  popover,
  { padding: vars.space.sm, fontSize: vars.font.size.md, color: vars.color.text.secondary },
]);
