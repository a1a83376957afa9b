/** A block of plain text: a heading, a paragraph, or a bulleted / numbered list. */
export type PlainTextBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullets'; items: string[] }
  | { kind: 'numbered'; items: string[] };

const HEADING = /^#{1,6}\s+(.*)$/;
const BULLET = /^\s*[-*•·]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,3}\s*[.、)）]\s*(.*)$/;

/** Markdown emphasis markers models like to emit; we show the words, not the asterisks. */
const stripEmphasis = (text: string) =>
  text
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/__(.+?)__/g, '$1')
    .trim();

/**
 * Splits plain text (a report summary, a model's answer) into simple blocks. It never interprets HTML:
 * the blocks are rendered as React text, so `<script>` in the input is shown as the characters it is.
 */
export function toPlainTextBlocks(text: string): PlainTextBlock[] {
  const blocks: PlainTextBlock[] = [];
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const last = blocks[blocks.length - 1];
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (heading) blocks.push({ kind: 'heading', text: stripEmphasis(heading[1]!) });
    else if (bullet) {
      if (last?.kind === 'bullets') last.items.push(stripEmphasis(bullet[1]!));
      else blocks.push({ kind: 'bullets', items: [stripEmphasis(bullet[1]!)] });
    } else if (numbered) {
      if (last?.kind === 'numbered') last.items.push(stripEmphasis(numbered[1]!));
      else blocks.push({ kind: 'numbered', items: [stripEmphasis(numbered[1]!)] });
    } else blocks.push({ kind: 'paragraph', text: stripEmphasis(line) });
  }
  return blocks;
}
