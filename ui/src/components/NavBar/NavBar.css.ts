import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'grid',
  gridTemplateColumns: `${vars.size.touchTarget} 1fr ${vars.size.touchTarget}`,
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

export const side = style({ display: 'flex', alignItems: 'center', justifyContent: 'center' });

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
