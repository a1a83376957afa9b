import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const group = style({ marginBottom: vars.space.sm });

/** The title above the rows, as a CellGroup's: small secondary text on the page background. */
export const title = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.xs}`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.regular,
  color: vars.color.text.secondary,
});

/** One card surface for every row, a hairline between two rows (each row keeps its own padding). */
export const rows = style({ background: vars.color.surface.card });

globalStyle(`${rows} > * + *`, { borderTop: `${vars.size.hairline} solid ${vars.color.border}` });
