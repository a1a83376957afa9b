/**
 * `/questionJkpg`: the health assessment after the questionnaire (docs/product/orders-reports-access.md §1 AI features, §4 "AI
 * streaming", §5 "Base info form"). The base-info form comes first (age, sex, height, weight and the abdominal-fat
 * answer, all required; prefilled from what the visitor gave before); 开始评估 keeps it as `baseInfo` and streams the
 * assessment of it and the answers in words (GetQuestionData gives the answers their words). The stream can be stopped
 * and retried and is aborted when the page is left or the form is opened again.
 */
import type { Schemas } from '@checkup/sdk';
import { Button, Card, Cell, CellGroup, NavBar, RadioGroup, toast } from '@checkup/ui';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { AiAnswer } from '../ai/AiAnswer';
import { questionnaireAssessmentPrompt } from '../ai/prompts';
import { useAiStream } from '../ai/useAiStream';
import { actionRow, fieldStack, screenBody } from '../../shared/layout';
import { SexChoice } from '../../shared/SexChoice';
import { useRequest } from '../../shared/useRequest';
import { commonMessages, personalisedMessages as text } from '../../messages';
import { initialAssessmentForm, toAssessmentInfo, type AssessmentForm } from './assessmentInfo';
import { flowFailure } from '../../shared/failureMessages';
import { answersInWords, questionsFor } from './questions';
import { FLOW_START, useFlowState } from './useFlowState';
import { useApi, useSession } from '../../services/AppServices';
import type { AssessmentBaseInfo, QuestionInfo } from '../../session/values';
import { sideAction } from './HealthAssessmentScreen.css';
import { AgeField, HeightWeightFields } from './MeasureFields';

const yesNoOptions = [
  { value: 'yes', label: text.yes },
  { value: 'no', label: text.no },
];

function HealthAssessmentScreen() {
  const flow = useFlowState();
  if (flow.step !== 'answered') return <Navigate to={FLOW_START[flow.step]} replace />;
  return <Assessment info={flow.info} answers={flow.answers} />;
}

function Assessment({ info, answers }: { info: QuestionInfo; answers: Schemas['AnswerRecord'][] }) {
  const api = useApi();
  const session = useSession();
  const navigate = useNavigate();
  const stream = useAiStream(text.assessmentFailed);
  const [form, setForm] = useState<AssessmentForm>(() => initialAssessmentForm(session.baseInfo.get(), info));
  const [base, setBase] = useState<AssessmentBaseInfo | null>(null);
  const loaded = useRequest(`questions|${info.sex}`, (signal) =>
    api.call('GetQuestionData', { sex: info.sex }, { signal }),
  );
  const list = loaded.status === 'ok' ? loaded.data : null;
  const edit = (patch: Partial<AssessmentForm>) => setForm((current) => ({ ...current, ...patch }));
  const promptFor = (checked: AssessmentBaseInfo) =>
    questionnaireAssessmentPrompt(checked, info, list ? answersInWords(questionsFor(info.sex, list), answers) : []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = toAssessmentInfo(form);
    if (!checked.ok) return void toast(checked.message);
    if (!list) return;
    session.baseInfo.set(checked.info);
    setBase(checked.info);
    stream.start(promptFor(checked.info));
  };

  const reopenForm = () => {
    stream.stop();
    setBase(null);
  };

  return (
    <main>
      <NavBar title={text.assessmentTitle} onBack={() => void navigate('/question')} />
      <div className={screenBody}>
        {loaded.status === 'failed' && (
          <Card>
            <p role="alert">{flowFailure(loaded.error, text.dataFailed)}</p>
          </Card>
        )}
        {base === null ? (
          <form className={fieldStack} onSubmit={submit} noValidate>
            <p>{text.assessmentInfoIntro}</p>
            <AgeField value={form.age} onChange={(age) => edit({ age })} />
            <SexChoice value={form.sex} onChange={(sex) => edit({ sex })} />
            <HeightWeightFields height={form.height} weight={form.weight} onChange={edit} />
            <RadioGroup
              label={text.abdominalObesity}
              options={yesNoOptions}
              horizontal
              surface="card"
              value={form.abdominalObesity}
              onValueChange={(answer) => edit({ abdominalObesity: answer === 'yes' || answer === 'no' ? answer : '' })}
            />
            <div className={actionRow}>
              <Button type="submit" variant="primary" block disabled={!list}>
                {text.start}
              </Button>
            </div>
          </form>
        ) : (
          <>
            <CellGroup>
              <Cell title={text.age} value={base.age} />
              <Cell title={commonMessages.sex} value={base.sex === '1' ? commonMessages.male : commonMessages.female} />
              <Cell title={text.bmi} value={base.BMI.toFixed(2)} />
              <Cell title={text.abdominalObesityShort} value={base.abdominalObesity ? text.yes : text.no} />
            </CellGroup>
            <AiAnswer stream={stream} messages={() => promptFor(base)} label={text.assessmentLabel} />
            <div className={actionRow}>
              <Button className={sideAction} onClick={reopenForm}>
                {text.editInfo}
              </Button>
              <Button variant="primary" block onClick={() => void navigate('/questionResult')}>
                {text.toResult}
              </Button>
            </div>
          </>
        )}
      </div>
    </main>
  );
}

// The route table's lazy loader takes a module's `Component`.
export { HealthAssessmentScreen as Component };
