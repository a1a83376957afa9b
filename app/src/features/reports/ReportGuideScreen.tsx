/** `/ReportGuide`: how to read the report (docs/product/orders-reports-access.md §2 names the page; its text is ours). */
import { Card } from '@checkup/ui';
import { reportMessages } from '../../messages';
import { ReportPage } from './ReportPage';

function ReportGuideScreen() {
  return (
    <ReportPage title={reportMessages.guide}>
      {() =>
        reportMessages.guideSections.map((section) => (
          <Card key={section.title} title={section.title}>
            <p>{section.text}</p>
          </Card>
        ))
      }
    </ReportPage>
  );
}

// The route table's lazy loader takes a module's `Component`.
export { ReportGuideScreen as Component };
