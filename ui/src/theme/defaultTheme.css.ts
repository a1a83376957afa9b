import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { defaultTokens } from './tokens';

// The default theme lives on :root so that portalled content (dialogs, toasts, popups) sees it without a wrapper.
createGlobalTheme(':root', vars, defaultTokens);

// Motion is decoration: users who ask for less get none.
globalStyle(':root', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      vars: { [vars.motion.fast]: '0ms', [vars.motion.normal]: '0ms', [vars.motion.slow]: '0ms' },
    },
  },
});
