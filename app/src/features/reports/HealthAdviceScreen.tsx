/** `/ReportSuggest`: the doctor's health suggestions (sugg_tag) of the opened report. */
import { ReportSummary } from '@checkup/ui';
import { reportMessages } from '../../messages';
import { ReportPage } from './ReportPage';

function HealthAdviceScreen() {
  return (
    <ReportPage title={reportMessages.suggest}>
      {(report) => <ReportSummary suggestions={report.sugg_tag} suggestionsTitle={reportMessages.suggest} />}
    </ReportPage>
  );
}

// The route table's lazy loader takes a module's `Component`.
export { HealthAdviceScreen as Component };
