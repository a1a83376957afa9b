import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'grid',
  // Sides never narrower than their content on one line (nor than a touch target), equal while the title leaves room,
  // so the title is centred on the bar; a title that does not fit takes what the sides leave and ends in an ellipsis.
  // Before, the sides were one touch target wide: 退出登录 broke into a column of characters taller than the bar.
  gridTemplateColumns: 'minmax(max-content, 1fr) minmax(0, max-content) minmax(max-content, 1fr)',
  alignItems: 'center',
  minHeight: `calc(${vars.size.navBarHeight} + ${vars.safeArea.top})`,
  paddingTop: vars.safeArea.top,
  paddingLeft: vars.space.xxs,
  paddingRight: vars.space.xxs,
  background: vars.color.surface.card,
  borderBottom: `${vars.size.hairline} solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  gridColumn: 2,
  textAlign: 'center',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.primary,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

// Each side's content keeps to its outer edge (back button at the left, the action at the right) however wide the
// column grows to centre the title.
export const side = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-start',
  minWidth: vars.size.touchTarget,
  selectors: { '&:last-child': { justifyContent: 'flex-end' } },
});

export const backButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.text.primary,
  cursor: 'pointer',
  borderRadius: vars.radius.full,
});
