/**
 * The personalised questionnaire's progress kept across a reload of the tab (docs/product/orders-reports-access.md §4
 * "Questionnaire"): the answers given and the answer being entered, in the `question` form draft (`useFormDraft`, the
 * same draft the forms keep), so a reload resumes at the question the visitor was on.
 */
import type { Schemas } from '@checkup/sdk';
import { EMPTY_DRAFT, stepAfter, type AnswerDraft } from './questionnaireFlow';
import { NO_PROGRESS, type ProgressHolder, type QuestionnaireProgress } from './useQuestionnaireSteps';
import { useFormDraft } from '../../session/useFormDraft';

type Question = Schemas['Question'];

/** The draft's one text field: the progress as JSON ('' before the first change). */
interface ProgressForm {
  progress: string;
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** A stored progress that still fits `questions` (a question list changed since resumes from the start). */
function readProgress(stored: string, questions: readonly Question[]): QuestionnaireProgress {
  if (stored === '') return NO_PROGRESS;
  try {
    const { answered, draft } = JSON.parse(stored) as { answered?: unknown; draft?: unknown };
    if (!Array.isArray(answered) || typeof draft !== 'object' || draft === null) return NO_PROGRESS;
    const records = answered as Schemas['AnswerRecord'][];
    if (!records.every((record) => isText(record.type) && isText(record.question_code) && isText(record.answer)))
      return NO_PROGRESS;
    if (stepAfter(questions, records).kind !== 'question') return NO_PROGRESS;
    const { text, codes } = draft as Partial<AnswerDraft>;
    const kept: AnswerDraft =
      isText(text) && Array.isArray(codes) && codes.every(isText) ? { text, codes } : EMPTY_DRAFT;
    return { answered: records, draft: kept };
  } catch {
    return NO_PROGRESS;
  }
}

/**
 * The progress holder for `useQuestionnaireSteps`, kept in the draft under `scope` (what the questions were asked for:
 * progress made under other basic info is not resumed), and `forget`, for once the answers are submitted.
 */
export function useKeptProgress(
  questions: readonly Question[],
  scope: string,
): { progress: ProgressHolder; forget: () => void } {
  const draft = useFormDraft<ProgressForm>('question', { progress: '' }, { scope });
  const progress = readProgress(draft.form.progress, questions);
  return {
    progress: [progress, (next) => draft.edit({ progress: JSON.stringify(next) })],
    forget: draft.forget,
  };
}
