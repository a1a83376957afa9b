import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  color: vars.color.text.primary,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

globalStyle(`${root} img`, { maxWidth: '100%', height: 'auto' });
globalStyle(`${root} a`, { color: vars.color.brand });
globalStyle(`${root} table`, { borderCollapse: 'collapse', maxWidth: '100%', display: 'block', overflowX: 'auto' });
globalStyle(`${root} th, ${root} td`, {
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  padding: vars.space.xs,
});
globalStyle(`${root} p`, { margin: `0 0 ${vars.space.sm}` });
