export { ReportHeader, type ReportHeaderProps } from './ReportHeader';
