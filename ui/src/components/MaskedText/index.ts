export { MaskedText, maskMiddle, type MaskedTextProps } from './MaskedText';
