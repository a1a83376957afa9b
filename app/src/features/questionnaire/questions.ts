/**
 * The personalised questionnaire's rules (docs/product/orders-reports-access.md §5 "Questionnaire", §9): the female section is
 * dropped for men, 'none'-type answers are exclusive, and an answer is required before going on. The order of
 * questions (follow-ups first) is the booking questionnaire's (`booking/questionnaireFlow`), as both use GetQuestionData.
 */
import type { Schemas } from '@checkup/sdk';
import type { QuestionOption } from '@checkup/ui';
import { recordAnswer, stepAfter, type AnswerDraft } from './questionnaireFlow';
import { personalisedMessages, questionnaireMessages } from '../../messages';
import type { AnsweredQuestion } from '../ai/prompts';

type Question = Schemas['Question'];
type AnswerRecord = Schemas['AnswerRecord'];

/** Question ids of the female section (§9: 4 questions, ids 13 to 16). */
const FEMALE_SECTION_IDS: ReadonlySet<string> = new Set(['13', '14', '15', '16']);

/** The questions a person of `sex` answers: without the female section for men. */
export function questionsFor(sex: Schemas['PersonSex'], questions: readonly Question[]): Question[] {
  return sex === '1' ? questions.filter((question) => !FEMALE_SECTION_IDS.has(question.question_code)) : [...questions];
}

/** Answers that rule out every other choice ('none', 'non-smoker', 'non-drinker'). */
const EXCLUSIVE_ANSWER_NAMES: ReadonlySet<string> = new Set(['无', '不吸烟', '不饮酒']);

/** A question's answers as QuestionCard options, the 'none'-type ones marked exclusive. */
export function answerOptions(question: Question): QuestionOption[] {
  return question.answers.map((answer) => ({
    value: answer.result_code,
    label: answer.result_name,
    exclusive: EXCLUSIVE_ANSWER_NAMES.has(answer.result_name.trim()),
  }));
}

/** The record of the draft answer, or the message: 请填写答案 (fill-in), 请选择答案 (choices), 错误！ (impossible answer). */
export function checkAnswer(
  question: Question,
  draft: AnswerDraft,
): { ok: true; record: AnswerRecord } | { ok: false; message: string } {
  const recorded = recordAnswer(question, draft);
  if (recorded.ok || recorded.message === questionnaireMessages.inconsistent) return recorded;
  return {
    ok: false,
    message: question.type === '1' ? personalisedMessages.fillAnswer : personalisedMessages.chooseAnswer,
  };
}

/** Whether `question` is the last one: its answer opens no follow-up and no top-level question is left. */
export function isLastQuestion(
  questions: readonly Question[],
  answered: readonly AnswerRecord[],
  question: Question,
  draft: AnswerDraft,
): boolean {
  const recorded = recordAnswer(question, draft);
  if (recorded.ok) return stepAfter(questions, [...answered, recorded.record]).kind === 'done';
  const done = new Set([...answered.map((record) => record.question_code), question.question_code]);
  return !questions.some((candidate) => !done.has(candidate.question_code) && candidate.binding_code === '');
}

/** The answers in words (question and chosen answer names), for the AI assessment. */
export function answersInWords(questions: readonly Question[], answers: readonly AnswerRecord[]): AnsweredQuestion[] {
  return answers.flatMap((record) => {
    const question = questions.find((candidate) => candidate.question_code === record.question_code);
    if (!question) return [];
    if (record.type === '1') return [{ question: question.question_name, answer: record.answer }];
    const codes = record.answer.split(',');
    const names = question.answers
      .filter((answer) => codes.includes(answer.result_code))
      .map((answer) => answer.result_name);
    return [{ question: question.question_name, answer: names.join('、') }];
  });
}

/** GetQuestionItemData's `comb_code`: the chosen answer codes, comma-joined (fill-in answers carry none). */
export function chosenAnswerCodes(answers: readonly AnswerRecord[]): string {
  return answers
    .filter((record) => record.type !== '1')
    .flatMap((record) => record.answer.split(','))
    .join(',');
}
