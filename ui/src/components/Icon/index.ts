export { Icon, iconSizes, type IconProps } from './Icon';
export * from './glyphs';
