import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { controlBox, controlLabel } from '../internal/controlBox.css';

export const root = controlLabel;

export const box = style([
  controlBox,
  {
    borderRadius: vars.radius.sm,
    color: vars.color.onBrand,
    selectors: {
      '&[data-state="checked"]': { background: vars.color.brand, borderColor: vars.color.brand },
      // Two attributes outrank the box's checked look: a disabled box stays greyed out when checked.
      '&[data-disabled][data-state="checked"]': {
        background: vars.color.surface.sunken,
        borderColor: vars.color.border,
        color: vars.color.text.tertiary,
      },
    },
  },
]);

export const round = style({ borderRadius: vars.radius.full });
