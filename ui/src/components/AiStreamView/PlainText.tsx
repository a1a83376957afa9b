import { useMemo } from 'react';
import * as css from './AiStreamView.css';
import { toPlainTextBlocks } from './plainTextBlocks';

/** Props of {@link PlainText}. */
export interface PlainTextProps {
  text: string;
  className?: string;
}

/** Plain text with paragraph, list and heading formatting; never raw HTML. */
export function PlainText({ text, className }: PlainTextProps) {
  const blocks = useMemo(() => toPlainTextBlocks(text), [text]);
  return (
    <div className={className ? `${css.prose} ${className}` : css.prose}>
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'heading':
            return (
              <p key={index} className={css.heading}>
                {block.text}
              </p>
            );
          case 'paragraph':
            return <p key={index}>{block.text}</p>;
          case 'bullets':
            return (
              <ul key={index}>
                {block.items.map((item, i) => (
                  <li key={i}>{item}</li>
                ))}
              </ul>
            );
          case 'numbered':
            return (
              <ol key={index}>
                {block.items.map((item, i) => (
                  <li key={i}>{item}</li>
                ))}
              </ol>
            );
        }
      })}
    </div>
  );
}
