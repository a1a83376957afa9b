/**
 * `/questionResult`: the items the answers recommend (GetQuestionItemData) that the base personal package lacks, each
 * with the answers behind it, who it suits (note_bs1) and who it does not (note_bs2); the list is kept as `ItemList`
 * for /questionDetails. Booking keeps the package (as a personalised check-up) and the items, through the add-item
 * rules, as preselected extras (their total shown here), then opens the add-item screen with `types=question`.
 */
import type { Schemas } from '@checkup/sdk';
import { Button, Card, Cell, CellGroup, Empty, LoadingOverlay, NavBar, PriceTag } from '@checkup/ui';
import { fenToYuan, parseYuan } from '@checkup/sdk/rules';
import { useEffect, useMemo, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { actionRow, screenBody } from '../../shared/layout';
import { addItemMessages, personalisedMessages as text } from '../../messages';
import { loadRecommendation, type Recommendation } from './recommendation';
import { FLOW_START, useFlowState } from './useFlowState';
import { useApi, useConfig, useSession } from '../../services/AppServices';
import type { QuestionInfo } from '../../session/values';
import { LoadFailed } from '../../shared/LoadFailed';

function RecommendedItemsScreen() {
  const flow = useFlowState();
  if (flow.step !== 'answered') return <Navigate to={FLOW_START[flow.step]} replace />;
  return <Result info={flow.info} answers={flow.answers} />;
}

function Result({ info, answers }: { info: QuestionInfo; answers: Schemas['AnswerRecord'][] }) {
  const api = useApi();
  const config = useConfig();
  const onSiteOnlyCodes = useMemo(() => new Set(config.onSiteOnlyCodes), [config.onSiteOnlyCodes]);
  const session = useSession();
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);
  const [shown, setShown] = useState<{ attempt: number; recommendation: Recommendation }>();

  useEffect(() => {
    const controller = new AbortController();
    void loadRecommendation(api, info, answers, onSiteOnlyCodes, controller.signal).then((recommendation) => {
      if (controller.signal.aborted) return;
      // Kept at once: /questionDetails reads an item from it.
      if (recommendation.status === 'ok') session.itemList.set(recommendation.items);
      setShown({ attempt, recommendation });
    });
    return () => controller.abort();
  }, [api, session, info, answers, onSiteOnlyCodes, attempt]);

  const recommendation = shown?.attempt === attempt ? shown.recommendation : undefined;

  const book = ({ pkg, extras }: Extract<Recommendation, { status: 'ok' }>) => {
    session.package.set(pkg);
    session.chosenItems.set(extras);
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
              <Cell
                title={text.chosenTotal}
                label={
                  recommendation.companions.length > 0 ? text.withCompanions(recommendation.companions) : undefined
                }
                value={<PriceTag price={fenToYuan(parseYuan(recommendation.extras.totalPrice))} />}
              />
            </CellGroup>
            {recommendation.entries.map(({ item, reasons, onSiteOnly }) => (
              <Card
                key={item.comb_code}
                title={item.comb_name}
                headingLevel={3}
                extra={<PriceTag price={item.price} />}
              >
                {reasons.length > 0 && (
                  <p>
                    {text.reason}：{reasons.join('；')}
                  </p>
                )}
                {onSiteOnly && <p>{addItemMessages.onSiteOnly(item.comb_name)}</p>}
                <p>
                  {text.suitable}：{item.note_bs1 || '—'}
                </p>
                {item.note_bs2 && (
                  <p>
                    {text.unsuitable}：{item.note_bs2}
                  </p>
                )}
                <Button
                  size="sm"
                  variant="text"
                  onClick={() => void navigate(`/questionDetails?code=${encodeURIComponent(item.comb_code)}`)}
                >
                  {text.detailsTitle}
                </Button>
              </Card>
            ))}
            <div className={actionRow}>
              <Button variant="primary" block onClick={() => book(recommendation)}>
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

// The route table's lazy loader takes a module's `Component`.
export { RecommendedItemsScreen as Component };
