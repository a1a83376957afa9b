export { AiStreamView, AI_STREAM_STATUSES, type AiStreamStatus, type AiStreamViewProps } from './AiStreamView';
export { PlainText, type PlainTextProps } from './PlainText';
export { toPlainTextBlocks, type PlainTextBlock } from './plainTextBlocks';
