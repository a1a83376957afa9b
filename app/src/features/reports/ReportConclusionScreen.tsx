/**
 * `/ReportFinal`: the final summary (sumup) with the AI interpretation (docs/product/orders-reports-access.md §2, §4 "AI
 * streaming"): the answer streams in from the configured chat-completions endpoint, can be stopped and retried, and
 * is aborted when the visitor leaves the page.
 */
import { Button, ReportSummary } from '@checkup/ui';
import { AiAnswer } from '../ai/AiAnswer';
import { reportInterpretationPrompt } from '../ai/prompts';
import { useAiStream } from '../ai/useAiStream';
import { reportMessages } from '../../messages';
import { ReportPage } from './ReportPage';

function ReportConclusionScreen() {
  const stream = useAiStream(reportMessages.aiFailed);
  return (
    <ReportPage title={reportMessages.final}>
      {(report) => {
        const messages = () => reportInterpretationPrompt(report);
        return (
          <>
            <ReportSummary
              summary={report.sumup}
              summaryTitle={reportMessages.final}
              summaryActions={
                stream.status === 'idle' ? (
                  <Button variant="primary" size="sm" onClick={() => stream.start(messages())}>
                    {reportMessages.aiButton}
                  </Button>
                ) : undefined
              }
            />
            <AiAnswer stream={stream} messages={messages} label={reportMessages.aiLabel} />
          </>
        );
      }}
    </ReportPage>
  );
}

// The route table's lazy loader takes a module's `Component`.
export { ReportConclusionScreen as Component };
