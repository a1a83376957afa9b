export { MaskedText, type MaskedTextProps } from './MaskedText';
