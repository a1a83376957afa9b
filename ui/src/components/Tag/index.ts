export { Tag, tagTones, type TagProps } from './Tag';
