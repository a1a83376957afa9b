/** `/ReportSuggest`: the doctor's health suggestions (sugg_tag) of the opened report. */
import { ReportSummary } from '@checkup/ui';
import { reportMessages } from '../../messages';
import { ReportPage } from '../../reports/ReportPage';

export function Component() {
  return (
    <ReportPage title={reportMessages.suggest}>
      {(report) => <ReportSummary suggestions={report.sugg_tag} suggestionsTitle={reportMessages.suggest} />}
    </ReportPage>
  );
}
