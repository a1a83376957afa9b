export { vars } from './contract.css';
export { sprinkles, breakpoints, type Sprinkles } from './sprinkles.css';
export { defaultTokens, type ThemeTokens } from './tokens';
export { installRootFontSize, rootFontSizeFor, DESIGN_WIDTH } from './rootFontSize';
