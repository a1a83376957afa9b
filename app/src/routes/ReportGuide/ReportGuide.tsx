/** `/ReportGuide`: how to read the report (docs/product/orders-reports-access.md §2 names the page; its text is ours). */
import { Card } from '@checkup/ui';
import { reportMessages } from '../../messages';
import { ReportPage } from '../../reports/ReportPage';

export function Component() {
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
