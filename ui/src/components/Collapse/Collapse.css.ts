import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ background: vars.color.surface.card });

export const heading = style({ margin: 0, fontSize: 'inherit', fontWeight: 'inherit' });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text.primary,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
});

export const title = style({ flex: 1 });

export const extra = style({ color: vars.color.text.secondary, fontSize: vars.font.size.sm });

export const chevron = style({
  color: vars.color.text.tertiary,
  transform: 'rotate(90deg)',
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: { '[data-state="open"] > &': { transform: 'rotate(-90deg)' } },
});

// Its padding is the inset of the Cells inside too, as a Card's is (Cell.css).
export const content = style({ padding: `0 ${vars.space.md} ${vars.space.sm}` });
