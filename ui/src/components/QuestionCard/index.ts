export { QuestionCard, QUESTION_TYPES, type QuestionCardProps } from './QuestionCard';
export { toggleChoice, isChoiceDisabled, type QuestionOption } from './exclusiveChoice';
