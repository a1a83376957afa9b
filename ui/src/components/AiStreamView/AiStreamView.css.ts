import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const prose = style({
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
});
globalStyle(`${prose} > p, ${prose} > ul, ${prose} > ol`, { margin: `0 0 ${vars.space.sm}` });
globalStyle(`${prose} > ul, ${prose} > ol`, { paddingLeft: vars.space.lg });

export const heading = style({ fontWeight: vars.font.weight.bold, fontSize: vars.font.size.lg });

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.card,
});

const blink = keyframes({ '50%': { opacity: 0 } });

/** The typing caret after the last character while text streams in. */
export const caret = style({
  display: 'inline-block',
  width: '0.5em',
  height: '1em',
  verticalAlign: 'text-bottom',
  background: vars.color.brand,
  animation: `${blink} 1s steps(1) infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const status = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.secondary });

export const error = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.danger });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
