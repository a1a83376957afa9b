import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { rows as groupRows } from '../FieldGroup/FieldGroup.css';

/**
 * The label column of the default (horizontal) layout; the least a label takes beside the input in the auto layout.
 * Six label characters and the required mark (a CJK glyph is 1em): 身份证件号码 * and 身高（cm） * on one line, so the
 * inputs of a FieldGroup's rows start at one edge. A longer label widens its own row's column instead of wrapping.
 */
const labelWidth = `calc(${vars.font.size.md} * 7)`;
const labelColumn = `minmax(${labelWidth}, max-content)`;

export const root = style({
  display: 'grid',
  gridTemplateColumns: `${labelColumn} 1fr`,
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

/** With a `button`: a third column at the row's right for it (获取验证码 and its countdown). */
export const withButton = style({ gridTemplateColumns: `${labelColumn} 1fr auto` });

export const label = style({
  color: vars.color.text.primary,
  fontSize: vars.font.size.md,
  whiteSpace: 'nowrap',
  selectors: { [`${rootAuto} > &`]: { flex: '0 1 auto', minWidth: labelWidth, whiteSpace: 'normal' } },
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
    // In a FieldGroup the row is the field: no box of its own, the text starts at the input column's edge.
    [`${groupRows} &`]: { border: 'none', paddingLeft: 0, paddingRight: 0, background: 'transparent' },
    // With no border left to turn red, an invalid value's text does (its error line is read with it).
    [`${groupRows} &[aria-invalid="true"]`]: { color: vars.color.danger },
  },
});

const message = style({
  gridColumn: '2 / -1',
  margin: 0,
  fontSize: vars.font.size.sm,
  selectors: { [`${rootAuto} > &`]: { flexBasis: '100%' } },
});

export const hint = style([message, { color: vars.color.text.secondary }]);

export const error = style([message, { color: vars.color.danger }]);
