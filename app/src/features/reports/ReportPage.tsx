/**
 * The frame of the report screens that show the opened report: its NavBar, and the way back to the report list
 * when no report is stored (opened directly, or after the session ended).
 */
import type { Schemas } from '@checkup/sdk';
import { NavBar } from '@checkup/ui';
import { useState, type ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { screenBody } from '../../shared/layout';
import { useSession } from '../../services/AppServices';

/** Where the report screens go back to, and where they send a visitor without a stored report. */
export const REPORT_HOME = '/ReportMian';
export const REPORT_LIST = '/ReportList';

export interface ReportPageProps {
  title: string;
  /** Where the back button goes (the report home by default). */
  back?: string;
  children: (report: Schemas['ReportDetail']) => ReactNode;
}

export function ReportPage({ title, back = REPORT_HOME, children }: ReportPageProps) {
  const session = useSession();
  const navigate = useNavigate();
  const [report] = useState(() => session.report.get());
  if (!report) return <Navigate to={REPORT_LIST} replace />;
  return (
    <main>
      <NavBar title={title} onBack={() => void navigate(back)} />
      <div className={screenBody}>{children(report)}</div>
    </main>
  );
}
