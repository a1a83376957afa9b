import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * Brand-coloured and underlined: told apart from the text around it by more than its colour (WCAG 1.4.1). Inline, but
 * at least a touch target tall, as a phone number is tapped with a thumb.
 */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  color: vars.color.brand,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  selectors: { '&:active': { color: vars.color.brandStrong } },
});
