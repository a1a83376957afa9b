/** The parts of the personalised flow kept so far (basic info, answers), read once when a screen opens. */
import type { Schemas } from '@checkup/sdk';
import { useState } from 'react';
import { useSession } from '../../services/AppServices';
import type { QuestionInfo } from '../../session/values';

export type FlowState =
  | { step: 'baseInfo' }
  | { step: 'questions'; info: QuestionInfo }
  | { step: 'answered'; info: QuestionInfo; answers: Schemas['AnswerRecord'][] };

/** Where the visitor stands: without basic info, without answers, or with both. */
export function useFlowState(): FlowState {
  const session = useSession();
  const [state] = useState<FlowState>(() => {
    const info = session.questionInfo.get();
    if (!info) return { step: 'baseInfo' };
    const answers = session.answers.get();
    return answers && answers.length > 0 ? { step: 'answered', info, answers } : { step: 'questions', info };
  });
  return state;
}

/** Where a screen that needs the answers sends a visitor who is not that far. */
export const FLOW_START = { baseInfo: '/questionBaseInfo', questions: '/question' } as const;
