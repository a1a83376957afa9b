/**
 * `/questionResult`: the items the answers recommend (GetQuestionItemData), each with who it suits (note_bs1) and who
 * it does not (note_bs2), on top of a base personal package; the list is kept as `ItemList` for /questionDetails.
 * Booking keeps the package (as a personalised check-up) and the items as preselected extras, then opens the
 * add-item screen with `types=question`.
 */
import type { Schemas } from '@checkup/sdk';
import { Button, Card, Cell, CellGroup, Empty, LoadingOverlay, NavBar, PriceTag } from '@checkup/ui';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { actionRow, screenBody } from '../../booking/layout';
import { personalisedMessages as text } from '../../messages';
import { extrasOf, loadRecommendation, type Recommendation } from '../../personalised/recommendation';
import { FLOW_START, useFlowState } from '../../personalised/useFlowState';
import { useApi, useSession } from '../../services/AppServices';
import type { QuestionInfo, StoredPackage } from '../../session/values';
import { LoadFailed } from '../../booking/LoadFailed';

export function Component() {
  const flow = useFlowState();
  if (flow.step !== 'answered') return <Navigate to={FLOW_START[flow.step]} replace />;
  return <Result info={flow.info} answers={flow.answers} />;
}

function Result({ info, answers }: { info: QuestionInfo; answers: Schemas['AnswerRecord'][] }) {
  const api = useApi();
  const session = useSession();
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);
  const [shown, setShown] = useState<{ attempt: number; recommendation: Recommendation }>();

  useEffect(() => {
    const controller = new AbortController();
    void loadRecommendation(api, info, answers, controller.signal).then((recommendation) => {
      if (controller.signal.aborted) return;
      // Kept at once: /questionDetails reads an item from it.
      if (recommendation.status === 'ok') session.itemList.set(recommendation.items);
      setShown({ attempt, recommendation });
    });
    return () => controller.abort();
  }, [api, session, info, answers, attempt]);

  const recommendation = shown?.attempt === attempt ? shown.recommendation : undefined;

  const book = (items: Schemas['RecommendedItem'][], pkg: StoredPackage) => {
    session.package.set(pkg);
    session.chosenItems.set(extrasOf(items));
    void navigate('/addClusItem?types=question');
  };

  return (
    <main>
      <NavBar title={text.resultTitle} onBack={() => void navigate('/questionJkpg')} />
      <div className={screenBody}>
        {recommendation?.status === 'empty' && (
          <Empty description={text.noPackage}>
            <Button onClick={() => void navigate('/Questionnaire')}>{text.newAssessment}</Button>
          </Empty>
        )}
        {recommendation?.status === 'failed' && (
          <LoadFailed description={recommendation.message} onRetry={() => setAttempt((value) => value + 1)} />
        )}
        {recommendation?.status === 'ok' && (
          <>
            <CellGroup>
              <Cell title={text.basePackage} value={recommendation.pkg.clus_Name} />
            </CellGroup>
            {recommendation.items.map((item) => (
              <Card key={item.comb_code} title={item.comb_name} headingLevel={3} extra={<PriceTag price={item.price} />}>
                <p>
                  {text.suitable}：{item.note_bs1 || '—'}
                </p>
                {item.note_bs2 && (
                  <p>
                    {text.unsuitable}：{item.note_bs2}
                  </p>
                )}
                <Button size="sm" variant="text" onClick={() => void navigate(`/questionDetails?code=${encodeURIComponent(item.comb_code)}`)}>
                  {text.detailsTitle}
                </Button>
              </Card>
            ))}
            <div className={actionRow}>
              <Button variant="primary" block onClick={() => book(recommendation.items, recommendation.pkg)}>
                {text.book}
              </Button>
            </div>
          </>
        )}
      </div>
      <LoadingOverlay open={!recommendation} />
    </main>
  );
}
