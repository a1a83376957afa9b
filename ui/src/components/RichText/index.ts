export { RichText, sanitizeHtml, type RichTextProps } from './RichText';
