/**
 * `/ReportMian`: the report home (docs/product/orders-reports-access.md §2): the report header, links to the guide, final
 * summary, suggestions and item details, the PDF download (GetTimeStamp + encrypted code, built by the SDK's
 * `pdfUrl`) and the way back to /ReportList.
 */
import { alert, Button, Cell, CellGroup, ReportHeader } from '@checkup/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { tellFailure } from '../../shared/failureMessages';
import { actionRow } from '../../shared/layout';
import { commonMessages, reportMessages } from '../../messages';
import { openPdf } from './openPdf';
import { REPORT_LIST, ReportPage } from './ReportPage';
import { headerSex } from './reportView';
import { useApi, useSession } from '../../services/AppServices';

const SECTIONS = [
  { title: reportMessages.guide, to: '/ReportGuide' },
  { title: reportMessages.final, to: '/ReportFinal' },
  { title: reportMessages.suggest, to: '/ReportSuggest' },
  { title: reportMessages.details, to: '/ReportDetails' },
] as const;

function ReportHomeScreen() {
  const api = useApi();
  const session = useSession();
  const navigate = useNavigate();
  const [idCard] = useState(() => session.patInfo.get()?.idCard);
  const [downloading, setDownloading] = useState(false);

  const download = async (regNo: string) => {
    setDownloading(true);
    // pdfUrl rejects only on a deployment without a public key: the same to the visitor as no answer.
    const result = await api.pdfUrl(regNo).catch(() => null);
    setDownloading(false);
    if (!result) return alert({ content: commonMessages.busy });
    if (!result.ok) return tellFailure(result.error);
    openPdf(result.data);
  };

  return (
    <ReportPage title={reportMessages.homeTitle} back={REPORT_LIST}>
      {(report) => (
        <>
          <ReportHeader
            name={report.name}
            sex={headerSex(report.sex)}
            age={report.age}
            reportNo={report.regno}
            date={report.reg_date}
            doctor={report.doc_name}
            {...(idCard ? { idNumber: idCard } : {})}
          />
          <CellGroup>
            {SECTIONS.map((section) => (
              <Cell key={section.to} title={section.title} onClick={() => void navigate(section.to)} />
            ))}
          </CellGroup>
          <div className={actionRow}>
            <Button variant="primary" block loading={downloading} onClick={() => void download(report.regno)}>
              {reportMessages.pdf}
            </Button>
          </div>
          <Button block onClick={() => void navigate(REPORT_LIST)}>
            {reportMessages.backToList}
          </Button>
        </>
      )}
    </ReportPage>
  );
}

// The route table's lazy loader takes a module's `Component`.
export { ReportHomeScreen as Component };
