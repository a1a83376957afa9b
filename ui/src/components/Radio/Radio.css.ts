import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { controlBox, controlLabel } from '../internal/controlBox.css';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, border: 'none', margin: 0, padding: 0 });

export const horizontal = style({ flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.md });

export const legend = style({ padding: 0, marginBottom: vars.space.xs, color: vars.color.text.primary, fontWeight: vars.font.weight.medium });

export const option = controlLabel;

export const item = style([
  controlBox,
  {
    borderRadius: vars.radius.full,
    selectors: {
      '&[data-state="checked"]': { borderColor: vars.color.brand },
      // Outranks the checked border: a disabled item keeps the plain border when checked.
      '&[data-disabled][data-state="checked"]': { borderColor: vars.color.border },
    },
  },
]);

export const dot = style({
  display: 'block',
  width: '50%',
  height: '50%',
  borderRadius: vars.radius.full,
  background: vars.color.brand,
});
