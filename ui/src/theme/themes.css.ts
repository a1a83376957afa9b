import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { themeClass, THEME_NAMES } from './themeClasses';
import { themeTokens } from './themeTokens';

// Each shipped theme fills the whole contract under its class; none is set on :root, so importing the kit themes nothing.
for (const name of THEME_NAMES) {
  const selector = `.${themeClass[name]}`;
  createGlobalTheme(selector, vars, themeTokens[name]);
  // Motion is decoration: users who ask for less get none, in every theme.
  globalStyle(selector, {
    '@media': {
      '(prefers-reduced-motion: reduce)': {
        vars: { [vars.motion.fast]: '0ms', [vars.motion.normal]: '0ms', [vars.motion.slow]: '0ms' },
      },
    },
  });
}
