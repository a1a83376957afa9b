import { useId, type ReactNode } from 'react';
import { PlainText } from '../AiStreamView/PlainText';
import * as css from './ReportSummary.css';

/** Props of {@link ReportSummary}. */
export interface ReportSummaryProps {
  /** The final summary (sumup), plain text. */
  summary?: string;
  /** Health suggestions (sugg_tag), plain text. */
  suggestions?: string;
  summaryTitle?: string;
  suggestionsTitle?: string;
  /** Shown for a missing section. */
  emptyText?: string;
  /** Extra content after the summary, e.g. the AI interpretation button. */
  summaryActions?: ReactNode;
  className?: string;
}

/**
 * The report's summary and suggestions as safe plain text (line breaks become paragraphs, dashes and numbers become
 * lists; markup in the data is shown as text, never interpreted).
 */
export function ReportSummary({
  summary,
  suggestions,
  summaryTitle = '总检结论',
  suggestionsTitle = '健康建议',
  emptyText = '暂无',
  summaryActions,
  className,
}: ReportSummaryProps) {
  return (
    <div className={className ? `${css.root} ${className}` : css.root}>
      {summary !== undefined && (
        <SummarySection title={summaryTitle} text={summary} emptyText={emptyText}>
          {summaryActions}
        </SummarySection>
      )}
      {suggestions !== undefined && (
        <SummarySection title={suggestionsTitle} text={suggestions} emptyText={emptyText} />
      )}
    </div>
  );
}

function SummarySection({
  title,
  text,
  emptyText,
  children,
}: {
  title: string;
  text: string;
  emptyText: string;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <section className={css.section} aria-labelledby={id}>
      <h3 id={id} className={css.heading}>
        {title}
      </h3>
      {text.trim() ? <PlainText text={text} /> : <p className={css.empty}>{emptyText}</p>}
      {children}
    </section>
  );
}
