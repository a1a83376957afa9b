import { useId } from 'react';
import { IndicatorTable } from '../IndicatorTable';
import type { Indicator } from '../IndicatorTable';
import { Tag } from '../Tag';
import * as css from './ItemResultSection.css';

/** Props of {@link ItemResultSection}. */
export interface ItemResultSectionProps {
  /** Check item name (comb_name). */
  title: string;
  /** Conclusion of the item (res_tag). */
  conclusion?: string;
  /** Examining doctor (dept_doct). */
  doctor?: string;
  /** Kind of check (check_cls), shown as a tag. */
  checkClass?: string;
  /** Indicator details (detailList); omitted or empty for items with a conclusion only. */
  indicators?: readonly Indicator[];
  className?: string;
}

/** One check item of a report: its name, kind, conclusion, doctor and indicator table. */
export function ItemResultSection({
  title,
  conclusion,
  doctor,
  checkClass,
  indicators,
  className,
}: ItemResultSectionProps) {
  const id = useId();
  return (
    <section className={className ? `${css.root} ${className}` : css.root} aria-labelledby={id}>
      <div className={css.header}>
        <h3 id={id} className={css.title}>
          {title}
        </h3>
        {checkClass && <Tag tone="brand">{checkClass}</Tag>}
      </div>
      {indicators && indicators.length > 0 && <IndicatorTable indicators={indicators} />}
      {(conclusion || doctor) && (
        <dl className={css.meta}>
          {conclusion && (
            <>
              <dt className={css.term}>小结</dt>
              <dd className={css.detail}>{conclusion}</dd>
            </>
          )}
          {doctor && (
            <>
              <dt className={css.term}>检查医生</dt>
              <dd className={css.detail}>{doctor}</dd>
            </>
          )}
        </dl>
      )}
    </section>
  );
}
