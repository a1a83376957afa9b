import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Read by screen readers, not drawn: Radix's VisuallyHidden styles as a class (no component or inline style per use). */
export const visuallyHidden = style({
  position: 'absolute',
  border: 0,
  width: vars.size.hairline,
  height: vars.size.hairline,
  padding: 0,
  margin: `calc(${vars.size.hairline} * -1)`,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  wordWrap: 'normal',
});
