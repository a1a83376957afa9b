import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme/contract.css';
import './theme/themes.css';

// CSS twin of installRootFontSize() so the first paint (before any script) already has the spec's root size.
globalStyle('html', {
  fontSize: 'calc(min(100vw, 750px) / 7.5)',
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  WebkitTapHighlightColor: 'transparent',
});

globalStyle('body', {
  margin: 0,
  minHeight: '100%',
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.primary,
  background: vars.color.surface.page,
  // Landscape notches: keep content out of the side insets (needs viewport-fit=cover in the page's meta viewport).
  paddingLeft: vars.safeArea.left,
  paddingRight: vars.safeArea.right,
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle(':focus-visible', {
  outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
  outlineOffset: vars.size.focusRing,
});
