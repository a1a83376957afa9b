import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import * as cardCss from '../Card/Card.css';

/** Card's surface; positioned so the main action's overlay covers exactly the card. */
export const card = style([cardCss.card, { position: 'relative' }]);

export const header = cardCss.header;

export const title = style([cardCss.title, { flex: 1, minWidth: 0 }]);

/** The title as a link or button, stretched over the whole card by its ::after. */
export const mainAction = style({
  display: 'inline',
  padding: 0,
  border: 'none',
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      borderRadius: vars.radius.lg,
      transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
    },
    // The focus ring is drawn around the whole card, the surface the visitor taps.
    '&:focus-visible::after': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: vars.size.focusRing,
    },
    '&:active::after': { background: vars.color.surface.scrim, opacity: 0.08 },
  },
});

/** The visible verb and chevron that tell the card is tappable. */
export const hint = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  flexShrink: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
});

/** Secondary actions; positioned after the overlay in the tree, so they paint (and take taps) above it. */
export const actions = style({
  position: 'relative',
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
  paddingTop: vars.space.sm,
  borderTop: `${vars.size.hairline} solid ${vars.color.border}`,
});
