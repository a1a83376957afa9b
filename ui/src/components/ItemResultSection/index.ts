export { ItemResultSection, type ItemResultSectionProps } from './ItemResultSection';
