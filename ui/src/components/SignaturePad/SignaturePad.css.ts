import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const canvas = style({
  display: 'block',
  width: '100%',
  height: '4rem',
  borderRadius: vars.radius.md,
  border: `${vars.size.hairline} dashed ${vars.color.borderStrong}`,
  background: vars.color.surface.card,
  // The page must not scroll or zoom while drawing.
  touchAction: 'none',
  cursor: 'crosshair',
});

export const actions = style({ display: 'flex', gap: vars.space.sm });

export const action = style({ flex: 1 });
