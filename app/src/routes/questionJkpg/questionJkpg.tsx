/**
 * `/questionJkpg`: the health assessment after the questionnaire (orders-reports-access.md §1 AI features, §4 "AI
 * streaming"). The assessment of the basic info and the answers streams in as soon as the questions are read
 * (GetQuestionData gives the answers their words); it can be stopped and retried and is aborted when the page is left.
 */
import type { Schemas } from '@checkup/sdk';
import { Button, Card, Cell, CellGroup, NavBar } from '@checkup/ui';
import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { AiAnswer } from '../../ai/AiAnswer';
import { questionnaireAssessmentPrompt } from '../../ai/prompts';
import { useAiStream } from '../../ai/useAiStream';
import { actionRow, screenBody } from '../../booking/layout';
import { useRequest } from '../../booking/useRequest';
import { personalisedMessages as text } from '../../messages';
import { flowFailure } from '../../personalised/failure';
import { answersInWords, questionsFor } from '../../personalised/questions';
import { FLOW_START, useFlowState } from '../../personalised/useFlowState';
import { useApi } from '../../services/AppServices';
import type { QuestionInfo } from '../../session/values';

export function Component() {
  const flow = useFlowState();
  if (flow.step !== 'answered') return <Navigate to={FLOW_START[flow.step]} replace />;
  return <Assessment info={flow.info} answers={flow.answers} />;
}

function Assessment({ info, answers }: { info: QuestionInfo; answers: Schemas['AnswerRecord'][] }) {
  const api = useApi();
  const navigate = useNavigate();
  const stream = useAiStream(text.assessmentFailed);
  const loaded = useRequest(`questions|${info.sex}`, (signal) => api.call('GetQuestionData', { sex: info.sex }, { signal }));
  // The list is the request's state: the same array until the next answer, so the effect runs once per list.
  const list = loaded.status === 'ok' ? loaded.data : null;
  const messages = () => questionnaireAssessmentPrompt(info, list ? answersInWords(questionsFor(info.sex, list), answers) : []);
  const { start } = stream;

  useEffect(() => {
    if (list) start(questionnaireAssessmentPrompt(info, answersInWords(questionsFor(info.sex, list), answers)));
  }, [list, start, info, answers]);

  return (
    <main>
      <NavBar title={text.assessmentTitle} onBack={() => void navigate('/question')} />
      <div className={screenBody}>
        <CellGroup>
          <Cell title={text.age} value={info.age} />
          <Cell title={text.sex} value={info.sex === '1' ? text.male : text.female} />
          <Cell title={text.bmi} value={info.BMI.toFixed(2)} />
        </CellGroup>
        {loaded.status === 'failed' && (
          <Card>
            <p role="alert">{flowFailure(loaded.error, text.dataFailed)}</p>
          </Card>
        )}
        <AiAnswer stream={stream} messages={messages} label={text.assessmentLabel} />
        <div className={actionRow}>
          <Button variant="primary" block onClick={() => void navigate('/questionResult')}>
            {text.toResult}
          </Button>
        </div>
      </div>
    </main>
  );
}
