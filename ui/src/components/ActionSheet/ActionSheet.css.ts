import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const action = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  width: '100%',
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  borderTop: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface.card,
  color: vars.color.text.primary,
  font: 'inherit',
  fontSize: vars.font.size.lg,
  cursor: 'pointer',
  selectors: {
    '&:active': { background: vars.color.surface.sunken },
    '&[aria-disabled="true"]': { color: vars.color.text.tertiary, cursor: 'not-allowed' },
  },
});

export const danger = style({ color: vars.color.danger });

export const description = style({ fontSize: vars.font.size.sm, color: vars.color.text.secondary });

export const cancel = style([action, { borderTop: `${vars.space.xs} solid ${vars.color.surface.page}` }]);
