import { VisuallyHidden } from 'radix-ui';
import { maskedParts } from './maskedParts';

export interface MaskedTextProps {
  /** Full text (phone, ID number, name); only its first and last thirds are shown. */
  text: string;
}

/**
 * Shows a text with its middle third replaced by asterisks. Screen readers hear the kept parts and how many
 * characters are hidden ("138 隐藏5位 678") instead of a string of "star"s.
 */
export function MaskedText({ text }: MaskedTextProps) {
  const { masked, head, tail, hidden } = maskedParts(text);
  return (
    <span>
      <span aria-hidden="true">{masked}</span>
      <VisuallyHidden.Root>{`${head} 隐藏${hidden}位 ${tail}`.trim()}</VisuallyHidden.Root>
    </span>
  );
}
