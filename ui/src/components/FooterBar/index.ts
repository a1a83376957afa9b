export { FooterBar, footerBarPlacements, type FooterBarProps } from './FooterBar';
