import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: '1.6rem 1fr',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface.card,
});

export const label = style({ color: vars.color.text.primary, fontSize: vars.font.size.md });

export const required = style({ color: vars.color.danger, marginLeft: vars.space.xxs });

export const input = style({
  width: '100%',
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.sm}`,
  border: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.card,
  color: vars.color.text.primary,
  font: 'inherit',
  fontSize: vars.font.size.md,
  selectors: {
    '&::placeholder': { color: vars.color.text.tertiary },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:read-only': { border: 'none', background: 'transparent', paddingLeft: 0 },
  },
});

export const message = style({ gridColumn: 2, margin: 0, fontSize: vars.font.size.sm });

export const hint = style([message, { color: vars.color.text.secondary }]);

export const error = style([message, { color: vars.color.danger }]);
