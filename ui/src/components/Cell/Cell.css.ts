import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { card } from '../Card/Card.css';
import { content as collapseContent } from '../Collapse/Collapse.css';

export const group = style({ background: vars.color.surface.card, marginBottom: vars.space.sm });

export const groupTitle = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.xs}`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.regular,
  color: vars.color.text.secondary,
  background: vars.color.surface.page,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  background: vars.color.surface.card,
  color: vars.color.text.primary,
  font: 'inherit',
  textAlign: 'left',
  textDecoration: 'none',
  selectors: {
    'li + li > &': { borderTop: `${vars.size.hairline} solid ${vars.color.border}` },
    // In a Card (or an ActionCard, whose surface is Card's) or a Collapse's content, the surface's padding is the inset:
    // rows start under its title instead of one padding deeper (/TeamDetails, the order and payment record cards; the
    // 套餐项目 lists of /TeamDetails, /PersonOrders and /details).
    [`${card} &, ${collapseContent} &`]: { paddingLeft: 0, paddingRight: 0 },
  },
});

export const interactive = style({
  cursor: 'pointer',
  selectors: { '&:active': { background: vars.color.surface.sunken } },
});

export const body = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const label = style({ fontSize: vars.font.size.sm, color: vars.color.text.secondary });

export const value = style({ color: vars.color.text.secondary, textAlign: 'right', flexShrink: 0, maxWidth: '60%' });

export const arrow = style({ color: vars.color.text.tertiary });
