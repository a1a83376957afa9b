/**
 * `/question`: the personalised questionnaire (docs/product/orders-reports-access.md §4 "Questionnaire", §5, §8). The questions of
 * GetQuestionData for the sex of the basic info (without the female section for men), one at a time, follow-ups
 * first; 'none'-type answers are exclusive; going on needs an answer; the last question submits after a confirm,
 * keeps the answers and opens the health assessment. The progress survives a reload of the tab (`useKeptProgress`).
 */
import type { Schemas } from '@checkup/sdk';
import { alert, Button, confirm, LoadingOverlay, NavBar, QuestionCard } from '@checkup/ui';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { actionRow, screenBody } from '../../shared/layout';
import { useQuestionnaireSteps } from './useQuestionnaireSteps';
import { useRequest } from '../../shared/useRequest';
import { personalisedMessages as text } from '../../messages';
import { flowFailure } from '../../shared/failureMessages';
import { answerOptions, checkAnswer, isLastQuestion, questionsFor } from './questions';
import { useKeptProgress } from './useKeptProgress';
import { useApi, useSession } from '../../services/AppServices';
import type { QuestionInfo } from '../../session/values';
import { useBack } from '../../routing/useBack';

function PersonalisedQuestionsScreen() {
  const session = useSession();
  const [info] = useState(() => session.questionInfo.get());
  if (!info) return <Navigate to="/questionBaseInfo" replace />;
  return <QuestionScreen info={info} />;
}

function QuestionScreen({ info }: { info: QuestionInfo }) {
  const api = useApi();
  const navigate = useNavigate();
  const back = useBack();
  const loaded = useRequest(
    `questions|${info.sex}`,
    (signal) => api.call('GetQuestionData', { sex: info.sex }, { signal }),
    (error) =>
      void alert({ content: flowFailure(error, text.dataFailed) }).then(() =>
        navigate('/Questionnaire', { replace: true }),
      ),
  );
  return (
    <main>
      <NavBar title={text.questionTitle} onBack={back} />
      {loaded.status === 'ok' && (
        <Questions questions={questionsFor(info.sex, loaded.data)} scope={`${info.cardNo}|${info.sex}`} />
      )}
      <LoadingOverlay open={loaded.status === 'loading'} />
    </main>
  );
}

/** The questions one at a time; `scope` is what they were asked for (the person of the basic info). */
function Questions({ questions, scope }: { questions: Schemas['QuestionList']; scope: string }) {
  const session = useSession();
  const navigate = useNavigate();
  const kept = useKeptProgress(questions, scope);
  const steps = useQuestionnaireSteps(questions, {
    check: checkAnswer,
    progress: kept.progress,
    finish: async (answers) => {
      if (!(await confirm({ content: text.submitConfirm, confirmText: text.submit, cancelText: text.submitConfirmNo })))
        return;
      session.answers.set(answers);
      kept.forget();
      void navigate('/questionJkpg');
    },
  });
  if (!steps) return null;
  const { question, answered, draft, error, edit, next, back } = steps;
  const last = isLastQuestion(questions, answered, question, draft);

  const common = { title: question.question_name, error, progress: text.progress(answered.length + 1) };
  return (
    // Keyed by question: a new question starts with fresh controls.
    <div key={question.question_code} className={screenBody}>
      {question.type === '1' && (
        <QuestionCard
          {...common}
          type={1}
          value={draft.text}
          maxLength={100}
          onChange={(value) => edit({ text: value, codes: [] })}
        />
      )}
      {question.type === '2' && (
        <QuestionCard
          {...common}
          type={2}
          options={answerOptions(question)}
          value={draft.codes[0] ?? ''}
          onChange={(code) => edit({ text: '', codes: [code] })}
        />
      )}
      {question.type === '3' && (
        <QuestionCard
          {...common}
          type={3}
          options={answerOptions(question)}
          value={draft.codes}
          onChange={(codes) => edit({ text: '', codes })}
        />
      )}
      <div className={actionRow}>
        <Button disabled={answered.length === 0} onClick={back}>
          {text.previous}
        </Button>
        <Button variant="primary" onClick={() => void next()}>
          {last ? text.submit : text.next}
        </Button>
      </div>
    </div>
  );
}

// The route table's lazy loader takes a module's `Component`.
export { PersonalisedQuestionsScreen as Component };
