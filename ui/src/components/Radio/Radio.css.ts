import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { controlBox, controlLabel } from '../internal/controlBox.css';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  border: 'none',
  margin: 0,
  padding: 0,
});

export const horizontal = style({ flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.md });

/**
 * `surface="card"`: a Field row's band (Field's root: the card background, `sm` above and below, `md` at the sides),
 * so the group's label starts under the Field labels beside it. After `group`, whose `padding: 0` it overrides.
 */
export const card = style({ background: vars.color.surface.card, padding: `${vars.space.sm} ${vars.space.md}` });

/**
 * Above a vertical group; in a horizontal group, first on the options' row and centred on it (it sat at the row's top
 * with a bottom margin, so 性别 read higher than 男 / 女 beside it).
 */
export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  color: vars.color.text.primary,
  fontWeight: vars.font.weight.medium,
  selectors: { [`${horizontal} > &`]: { alignSelf: 'center', marginBottom: 0 } },
});

export const option = controlLabel;

/** The native radio input, drawn as the shared control box with a dot while checked. */
export const item = style([
  controlBox,
  {
    appearance: 'none',
    margin: 0,
    borderRadius: vars.radius.full,
    selectors: {
      '&:checked': { borderColor: vars.color.brand },
      // Outranks the checked border: a disabled item keeps the plain border when checked.
      '&:disabled:checked': { borderColor: vars.color.border },
      '&:checked::before': {
        content: '""',
        display: 'block',
        width: '50%',
        height: '50%',
        borderRadius: vars.radius.full,
        background: vars.color.brand,
      },
    },
  },
]);
