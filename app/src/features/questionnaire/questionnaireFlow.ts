/**
 * The booking questionnaire's order of questions (docs/product/booking-journey.md §2, §4, §5), as pure functions of the question
 * list and the answers given so far. A follow-up (a question whose `binding_code` equals the `result_el_code` of a
 * chosen answer) comes first; otherwise the next unanswered question without a binding code. Going back is dropping
 * the last answer, so every step is recomputed from the answers and can never drift from them.
 */
import type { Schemas } from '@checkup/sdk';
import { questionnaireMessages } from '../../messages';

type Question = Schemas['Question'];
type AnswerRecord = Schemas['AnswerRecord'];

/** The answer being entered for the question on screen: text for fill-in, chosen `result_code`s for choices. */
export interface AnswerDraft {
  text: string;
  codes: readonly string[];
}

export const EMPTY_DRAFT: AnswerDraft = { text: '', codes: [] };

/** What comes after the given answers: a question, the end, or answers that do not fit the questions (错误！). */
export type QuestionnaireStep = { kind: 'question'; question: Question } | { kind: 'done' } | { kind: 'inconsistent' };

const CHOICE_SEPARATOR = ',';

/** The `result_el_code`s the recorded choices lead to; null when a record names an unknown question or answer. */
function followUpCodes(questions: readonly Question[], answered: readonly AnswerRecord[]): Set<string> | null {
  const codes = new Set<string>();
  for (const record of answered) {
    const question = questions.find((candidate) => candidate.question_code === record.question_code);
    if (!question) return null;
    if (question.type === '1') continue;
    for (const chosen of record.answer.split(CHOICE_SEPARATOR)) {
      const answer = question.answers.find((candidate) => candidate.result_code === chosen);
      if (!answer) return null;
      if (answer.result_el_code) codes.add(answer.result_el_code);
    }
  }
  return codes;
}

/** The question to show after `answered`, or the end of the questionnaire. */
export function stepAfter(questions: readonly Question[], answered: readonly AnswerRecord[]): QuestionnaireStep {
  const codes = followUpCodes(questions, answered);
  if (!codes) return { kind: 'inconsistent' };
  const done = new Set(answered.map((record) => record.question_code));
  const open = questions.filter((question) => !done.has(question.question_code));
  const next =
    open.find((question) => question.binding_code !== '' && codes.has(question.binding_code)) ??
    open.find((question) => question.binding_code === '');
  return next ? { kind: 'question', question: next } : { kind: 'done' };
}

/** The record for the draft answer of `question`, or the §5 message when it is not answered (or 错误！ when it cannot be). */
export function recordAnswer(
  question: Question,
  draft: AnswerDraft,
): { ok: true; record: AnswerRecord } | { ok: false; message: string } {
  const base = { type: question.type, question_code: question.question_code };
  if (question.type === '1') {
    const text = draft.text.trim();
    return text
      ? { ok: true, record: { ...base, answer: text } }
      : { ok: false, message: questionnaireMessages.answerRequired };
  }
  if (draft.codes.some((code) => !question.answers.some((answer) => answer.result_code === code))) {
    return { ok: false, message: questionnaireMessages.inconsistent };
  }
  if (question.type === '3') {
    if (draft.codes.length === 0) return { ok: false, message: questionnaireMessages.multipleRequired };
    // Stored in the question's own answer order, whatever order they were ticked in.
    const chosen = question.answers
      .filter((answer) => draft.codes.includes(answer.result_code))
      .map((answer) => answer.result_code);
    return { ok: true, record: { ...base, answer: chosen.join(CHOICE_SEPARATOR) } };
  }
  const [single, ...extra] = draft.codes;
  if (single === undefined) return { ok: false, message: questionnaireMessages.answerRequired };
  if (extra.length > 0) return { ok: false, message: questionnaireMessages.inconsistent };
  return { ok: true, record: { ...base, answer: single } };
}

/** The draft that shows a recorded answer again (after going back to it). */
export function draftOf(record: AnswerRecord): AnswerDraft {
  return record.type === '1'
    ? { text: record.answer, codes: [] }
    : { text: '', codes: record.answer.split(CHOICE_SEPARATOR) };
}
