/**
 * The question-by-question state of a questionnaire screen (/questionIndex, /question): the answers given, the draft
 * of the question on screen and its error, going on and going back. The order comes from `questionnaireFlow`; how a
 * refused answer shows and what finishing does belong to the screen.
 */
import type { Schemas } from '@checkup/sdk';
import { useState } from 'react';
import { questionnaireMessages } from '../../messages';
import { draftOf, EMPTY_DRAFT, stepAfter, type AnswerDraft } from './questionnaireFlow';

type Question = Schemas['Question'];
type AnswerRecord = Schemas['AnswerRecord'];

/** What a screen decides about its questionnaire. */
export interface QuestionnaireStepOptions {
  /** Turns the draft of `question` into its answer record, or the message saying why it cannot be one. */
  check: (
    question: Question,
    draft: AnswerDraft,
  ) => { ok: true; record: AnswerRecord } | { ok: false; message: string };
  /** Shows a refusal (a bad draft, or answers that do not fit the questions); by default as the question's error. */
  refuse?: (message: string, showError: (message: string) => void) => void;
  /** Called with all answers after the last question; the screen confirms and leaves. */
  finish: (answers: AnswerRecord[]) => Promise<void>;
  /** Where the progress is kept (e.g. a draft that survives a reload, {@link useKeptQuestionnaireProgress}); else in memory. */
  progress?: ProgressHolder;
}

/** The answers given and the draft of the question on screen: all a questionnaire screen needs to resume. */
export interface QuestionnaireProgress {
  answered: readonly AnswerRecord[];
  draft: AnswerDraft;
}

/** A progress value and its setter, as `useState` returns them. */
export type ProgressHolder = readonly [QuestionnaireProgress, (progress: QuestionnaireProgress) => void];

/** The progress of a questionnaire not started. */
export const NO_PROGRESS: QuestionnaireProgress = { answered: [], draft: EMPTY_DRAFT };

/** The question on screen and what the visitor can do with it. */
export interface QuestionnaireSteps {
  question: Question;
  answered: readonly AnswerRecord[];
  draft: AnswerDraft;
  error: string | undefined;
  /** Replaces the draft and clears the error. */
  edit: (draft: AnswerDraft) => void;
  /** Records the draft and moves to the next question, or finishes after the last one. */
  next: () => Promise<void>;
  /** Drops the last answer and puts it back into the draft. */
  back: () => void;
}

/** The steps through `questions`; null once there is no question to show (finished or inconsistent). */
export function useQuestionnaireSteps(
  questions: readonly Question[],
  { check, refuse = (message, showError) => showError(message), finish, progress }: QuestionnaireStepOptions,
): QuestionnaireSteps | null {
  const inMemory = useState<QuestionnaireProgress>(NO_PROGRESS);
  const [{ answered, draft }, setProgress] = progress ?? inMemory;
  const [error, setError] = useState<string>();
  const step = stepAfter(questions, answered);
  if (step.kind !== 'question') return null;
  const { question } = step;

  const edit = (next: AnswerDraft) => {
    setProgress({ answered, draft: next });
    setError(undefined);
  };

  const next = async () => {
    const checked = check(question, draft);
    if (!checked.ok) return refuse(checked.message, setError);
    const answers = [...answered, checked.record];
    const after = stepAfter(questions, answers);
    if (after.kind === 'inconsistent') return refuse(questionnaireMessages.inconsistent, setError);
    if (after.kind === 'question') {
      setProgress({ answered: answers, draft: EMPTY_DRAFT });
      setError(undefined);
      return;
    }
    await finish(answers);
  };

  const back = () => {
    const previous = answered.at(-1);
    if (!previous) return;
    setProgress({ answered: answered.slice(0, -1), draft: draftOf(previous) });
    setError(undefined);
  };

  return { question, answered, draft, error, edit, next, back };
}
