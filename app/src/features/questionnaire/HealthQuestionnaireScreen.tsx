/**
 * `/questionIndex`: the health questionnaire (docs/product/booking-journey.md §2 Questionnaire, §4, §5, §8). One question at a
 * time; the order (follow-ups by binding code) comes from `questionnaireFlow`. Finishing saves the answers in the
 * session and returns to the personal package list.
 */
import { CheckupError, type Schemas } from '@checkup/sdk';
import { alert, Button, confirm, LoadingOverlay, NavBar, QuestionCard, toast } from '@checkup/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { actionRow, screenBody } from '../../shared/layout';
import { recordAnswer } from './questionnaireFlow';
import { useQuestionnaireSteps } from './useQuestionnaireSteps';
import { useRequest } from '../../shared/useRequest';
import { questionnaireMessages } from '../../messages';
import { useApi, useSession } from '../../services/AppServices';
import { useBack } from '../../routing/useBack';

/** The loader stays at least this long, so a fast answer does not flash it (§9). */
export const QUESTIONNAIRE_LOADER_MS = 500;

const PACKAGE_LIST = '/PersonIndex';

function HealthQuestionnaireScreen() {
  const api = useApi();
  const session = useSession();
  const navigate = useNavigate();
  const back = useBack();
  const [sex] = useState(() => session.user.get()?.sex ?? '1');
  const [loaderDue, setLoaderDue] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setLoaderDue(false), QUESTIONNAIRE_LOADER_MS);
    return () => clearTimeout(timer);
  }, []);

  const loaded = useRequest(
    `questions|${sex}`,
    async (signal) => {
      const result = await api.call('GetQuestionData', { sex }, { signal });
      // A questionnaire without questions cannot be filled in: the same as not getting one.
      return result.ok && result.data.length === 0
        ? { ok: false as const, error: new CheckupError('decode', 'GetQuestionData returned no questions') }
        : result;
    },
    () =>
      void alert({ content: questionnaireMessages.loadFailed }).then(() => navigate(PACKAGE_LIST, { replace: true })),
  );

  return (
    <main>
      <NavBar title={questionnaireMessages.title} onBack={back} />
      {loaded.status === 'ok' && <Questionnaire questions={loaded.data} />}
      <LoadingOverlay open={loaded.status === 'loading' || loaderDue} text={questionnaireMessages.loading} />
    </main>
  );
}

function Questionnaire({ questions }: { questions: Schemas['QuestionList'] }) {
  const session = useSession();
  const navigate = useNavigate();
  const steps = useQuestionnaireSteps(questions, {
    check: recordAnswer,
    // 错误！ (answers that do not fit the questions) is a toast; a missing answer shows at the question.
    refuse: (message, showError) =>
      message === questionnaireMessages.inconsistent ? toast(message) : showError(message),
    finish: async (answers) => {
      const finished = await confirm({
        title: questionnaireMessages.finished,
        confirmText: questionnaireMessages.finishedConfirm,
        cancelText: questionnaireMessages.finishedReturn,
      });
      if (!finished) return;
      session.answers.set(answers);
      session.questionnaire.set('done');
      void navigate(PACKAGE_LIST, { replace: true });
    },
  });
  if (!steps) return null;
  const { question, answered, draft, error, edit, next, back } = steps;

  const common = {
    title: question.question_name,
    error,
    progress: questionnaireMessages.progress(answered.length + 1),
  };
  const options = question.answers.map((answer) => ({ value: answer.result_code, label: answer.result_name }));
  return (
    // Keyed by question: a new question starts with fresh controls.
    <div key={question.question_code} className={screenBody}>
      {question.type === '1' && (
        <QuestionCard {...common} type={1} value={draft.text} onChange={(text) => edit({ text, codes: [] })} />
      )}
      {question.type === '2' && (
        <QuestionCard
          {...common}
          type={2}
          options={options}
          value={draft.codes[0] ?? ''}
          onChange={(code) => edit({ text: '', codes: [code] })}
        />
      )}
      {question.type === '3' && (
        <QuestionCard
          {...common}
          type={3}
          options={options}
          value={draft.codes}
          onChange={(codes) => edit({ text: '', codes })}
        />
      )}
      <div className={actionRow}>
        <Button disabled={answered.length === 0} onClick={back}>
          {questionnaireMessages.previous}
        </Button>
        <Button variant="primary" onClick={() => void next()}>
          {questionnaireMessages.next}
        </Button>
      </div>
    </div>
  );
}

// The route table's lazy loader takes a module's `Component`.
export { HealthQuestionnaireScreen as Component };
