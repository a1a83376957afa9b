import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, border: 'none', margin: 0, padding: 0 });

export const horizontal = style({ flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.md });

export const legend = style({ padding: 0, marginBottom: vars.space.xs, color: vars.color.text.primary, fontWeight: vars.font.weight.medium });

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touchTarget,
  color: vars.color.text.primary,
  cursor: 'pointer',
  selectors: { '&:has([data-disabled])': { color: vars.color.text.tertiary, cursor: 'not-allowed' } },
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.icon.md,
  height: vars.size.icon.md,
  padding: 0,
  border: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface.card,
  cursor: 'inherit',
  selectors: {
    '&[data-state="checked"]': { borderColor: vars.color.brand },
    '&[data-disabled]': { background: vars.color.surface.sunken, borderColor: vars.color.border },
  },
});

export const dot = style({
  display: 'block',
  width: '50%',
  height: '50%',
  borderRadius: vars.radius.full,
  background: vars.color.brand,
});
