export { ReportSummary, type ReportSummaryProps } from './ReportSummary';
