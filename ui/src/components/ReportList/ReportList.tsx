import { useId, useState } from 'react';
import { ActionSheet } from '../ActionSheet';
import { Empty } from '../Empty';
import { Icon, chevronIcon, reportIcon } from '../Icon';
import * as css from './ReportList.css';

/** One report in the list (report_Name, report_No, report_Date). */
export interface ReportListItem {
  name: string;
  no: string;
  date: string;
}

/** Reports of one year (years, listData). */
export interface ReportYearGroup {
  year: string;
  reports: readonly ReportListItem[];
}

/** Props of {@link ReportList}. */
export interface ReportListProps {
  groups: readonly ReportYearGroup[];
  /** Opens a report. */
  onSelect: (report: ReportListItem) => void;
  /** Year shown (controlled); `''` for all years. */
  year?: string;
  /** Initial year when uncontrolled; default all years. */
  defaultYear?: string;
  onYearChange?: (year: string) => void;
  /** Label of the year filter. */
  yearLabel?: string;
  /** The filter option for every year. */
  allYearsText?: string;
  /** Shown without reports (spec: 暂无报告数据). */
  emptyText?: string;
  className?: string;
}

/**
 * The user's reports grouped by year, newest year first as delivered, with a year filter: a row showing the year,
 * which opens the kit's bottom-sheet picker (the messaging app's convention, not the browser's own select).
 */
export function ReportList({
  groups,
  onSelect,
  year,
  defaultYear = '',
  onYearChange,
  yearLabel = '年份',
  allYearsText = '全部',
  emptyText = '暂无报告数据',
  className,
}: ReportListProps) {
  const [ownYear, setOwnYear] = useState(defaultYear);
  const [choosing, setChoosing] = useState(false);
  const shownYear = year ?? ownYear;
  const visible = groups.filter((group) => group.reports.length > 0 && (!shownYear || group.year === shownYear));
  const total = groups.reduce((n, group) => n + group.reports.length, 0);

  if (total === 0) return <Empty description={emptyText} icon={reportIcon} />;

  return (
    <div className={className ? `${css.root} ${className}` : css.root}>
      <ActionSheet
        open={choosing}
        onOpenChange={setChoosing}
        title={yearLabel}
        actions={[{ name: allYearsText, year: '' }, ...groups.map((group) => ({ name: group.year, year: group.year }))]}
        onSelect={({ year: picked }) => {
          setOwnYear(picked);
          onYearChange?.(picked);
        }}
        trigger={
          <button type="button" className={css.filter}>
            <span className={css.filterLabel}>{yearLabel}</span>
            <span className={css.filterValue}>{shownYear || allYearsText}</span>
            <Icon icon={chevronIcon} size="sm" className={css.chevron} />
          </button>
        }
      />
      {visible.length === 0 ? (
        <Empty description={emptyText} icon={reportIcon} />
      ) : (
        visible.map((group) => <YearGroup key={group.year} group={group} onSelect={onSelect} />)
      )}
    </div>
  );
}

function YearGroup({ group, onSelect }: { group: ReportYearGroup; onSelect: (report: ReportListItem) => void }) {
  const headingId = useId();
  return (
    <section className={css.group} aria-labelledby={headingId}>
      <h3 id={headingId} className={css.year}>
        {group.year}
      </h3>
      <ul className={css.list}>
        {group.reports.map((report) => (
          <li key={report.no}>
            <button type="button" className={css.item} onClick={() => onSelect(report)}>
              <Icon icon={reportIcon} />
              <span className={css.itemText}>
                <span className={css.itemName}>{report.name}</span>
                <span className={css.itemMeta}>
                  {report.date} · {report.no}
                </span>
              </span>
              <Icon icon={chevronIcon} size="sm" className={css.chevron} />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
