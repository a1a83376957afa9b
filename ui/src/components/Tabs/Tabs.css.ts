import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'flex',
  background: vars.color.surface.card,
  borderBottom: `${vars.size.hairline} solid ${vars.color.border}`,
  overflowX: 'auto',
});

export const trigger = style({
  position: 'relative',
  flex: 1,
  minWidth: 'max-content',
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.md}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text.secondary,
  font: 'inherit',
  fontSize: vars.font.size.md,
  cursor: 'pointer',
  selectors: {
    '&[data-state="active"]': { color: vars.color.brand, fontWeight: vars.font.weight.bold },
    '&[data-state="active"]::after': {
      content: '""',
      position: 'absolute',
      left: '30%',
      right: '30%',
      bottom: 0,
      height: vars.size.focusRing,
      borderRadius: vars.radius.full,
      background: vars.color.brand,
    },
    '&[data-disabled]': { color: vars.color.text.tertiary, cursor: 'not-allowed' },
  },
});

export const panel = style({ outlineOffset: `calc(-1 * ${vars.size.focusRing})` });
