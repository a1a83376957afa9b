/** `/ReportDetails`: every check item of the opened report with its conclusion and indicators (units, ranges, flags). */
import { ItemResultSection } from '@checkup/ui';
import { reportMessages } from '../../messages';
import { ReportPage } from './ReportPage';
import { toIndicators } from './reportView';

function ReportResultsScreen() {
  return (
    <ReportPage title={reportMessages.details}>
      {(report) =>
        report.itemlist.map((item, index) => (
          <ItemResultSection
            // A report may list an item name twice (e.g. a re-test): the position keeps the keys apart.
            key={`${index}-${item.comb_name}`}
            title={item.comb_name}
            conclusion={item.res_tag}
            doctor={item.dept_doct}
            checkClass={item.check_cls}
            indicators={toIndicators(item.detailList)}
          />
        ))
      }
    </ReportPage>
  );
}

// The route table's lazy loader takes a module's `Component`.
export { ReportResultsScreen as Component };
