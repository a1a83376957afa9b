import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * The label column of the default (horizontal) layout; the least a label takes beside the input in the auto layout.
 * Six label characters wide (a CJK glyph is 1em): 身份证件号码 used to break as 身份证件号 / 码 in 1.6rem.
 */
const labelWidth = `calc(${vars.font.size.md} * 6)`;

export const root = style({
  display: 'grid',
  gridTemplateColumns: `${labelWidth} 1fr`,
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface.card,
});

/**
 * `layout="auto"`: one wrapping line. The label stays beside the input while it fits in half the row (the input's
 * flex basis); a longer label (a questionnaire's question) takes the first line at full width, the input the next.
 */
export const rootAuto = style([root, { display: 'flex', flexWrap: 'wrap' }]);

export const label = style({
  color: vars.color.text.primary,
  fontSize: vars.font.size.md,
  selectors: { [`${rootAuto} > &`]: { flex: '0 1 auto', minWidth: labelWidth } },
});

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
    [`${rootAuto} > &`]: { flex: '1 1 50%', minWidth: 0 },
  },
});

const message = style({
  gridColumn: 2,
  margin: 0,
  fontSize: vars.font.size.sm,
  selectors: { [`${rootAuto} > &`]: { flexBasis: '100%' } },
});

export const hint = style([message, { color: vars.color.text.secondary }]);

export const error = style([message, { color: vars.color.danger }]);
