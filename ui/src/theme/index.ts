export { vars } from './contract.css';
export { sprinkles, breakpoints, type Sprinkles } from './sprinkles.css';
export { defaultTokens, textContrastPairs, nonTextContrastPairs, type ThemeTokens } from './tokens';
export { azureTokens, highContrastTokens, themeTokens } from './themeTokens';
export { themeClass, THEME_NAMES, applyTheme, type ThemeName } from './themeClasses';
export { installRootFontSize, rootFontSizeFor, DESIGN_WIDTH } from './rootFontSize';
