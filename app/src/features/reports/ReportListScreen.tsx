/**
 * `/ReportList`: the visitor's reports by year with a year filter (docs/product/orders-reports-access.md §2), empty state
 * 暂无报告数据 (§8). Opening a report fetches it (GetReportDetail {regNo}, the first element of the decoded list),
 * keeps it in the session and opens the report home. Logout forgets the report session data; it is hidden when the
 * list was opened with `type=only` (a single-purpose entry that has nowhere to log out to). Logout first ends the
 * server's report access (ReportLogout).
 */
import { NavBar, ReportList, toast, Button } from '@checkup/ui';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { tellFailure } from '../../shared/failureMessages';
import { screenBody } from '../../shared/layout';
import { reportMessages } from '../../messages';
import { REPORT_HOME } from './ReportPage';
import { toYearGroups } from './reportView';
import { useApi, useSession } from '../../services/AppServices';

const REPORT_LOGIN = '/ReportLogin';

function ReportListScreen() {
  const api = useApi();
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [groups] = useState(() => session.reportList.get());
  const [opening, setOpening] = useState(false);
  const [leaving, setLeaving] = useState(false);
  if (!groups) return <Navigate to={REPORT_LOGIN} replace />;

  // The server ends the report access first (a shared phone's next user must not reach the reports); when it cannot
  // be told, the visitor stays signed in here and may try again.
  const logout = async () => {
    if (leaving) return;
    setLeaving(true);
    const result = await api.call('ReportLogout');
    setLeaving(false);
    if (!result.ok) return tellFailure(result.error);
    session.reportList.clear();
    session.patInfo.clear();
    session.report.clear();
    void navigate(REPORT_LOGIN, { replace: true });
  };

  const openReport = async (regNo: string) => {
    if (opening) return;
    setOpening(true);
    const result = await api.call('GetReportDetail', { regNo });
    setOpening(false);
    const report = result.ok ? result.data[0] : undefined;
    if (!result.ok) return tellFailure(result.error);
    if (!report) return void toast(reportMessages.empty);
    session.report.set(report);
    void navigate(REPORT_HOME);
  };

  const logoutButton =
    params.get('type') === 'only' ? undefined : (
      <Button size="sm" variant="text" loading={leaving} onClick={() => void logout()}>
        {reportMessages.logout}
      </Button>
    );

  return (
    <main>
      <NavBar title={reportMessages.listTitle} onBack={() => void navigate('/')} right={logoutButton} />
      <div className={screenBody}>
        <ReportList
          groups={toYearGroups(groups)}
          onSelect={(report) => void openReport(report.no)}
          yearLabel={reportMessages.yearLabel}
          allYearsText={reportMessages.allYears}
          emptyText={reportMessages.empty}
        />
      </div>
    </main>
  );
}

// The route table's lazy loader takes a module's `Component`.
export { ReportListScreen as Component };
