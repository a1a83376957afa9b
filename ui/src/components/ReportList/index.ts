export { ReportList, type ReportListItem, type ReportListProps, type ReportYearGroup } from './ReportList';
