import { useId, type ReactNode } from 'react';
import { CellInList } from '../Cell/Cell';
import * as css from './FieldGroup.css';

/** Props of {@link FieldGroup}. */
export interface FieldGroupProps {
  /** Shown above the rows; also names the group for screen readers. */
  title?: ReactNode;
  /** The form's rows: Fields, Comboboxes, RadioGroups (`surface="card"`), Cells. */
  children: ReactNode;
}

/**
 * A form's fields as one list of rows, the label left and the input right, hairlines between them (a messaging app's
 * and Vant's form): one surface for the form instead of one box per field. Inside it a Field's input drops its own
 * border (the row is the field) and a Cell is a row like the others.
 */
export function FieldGroup({ title, children }: FieldGroupProps) {
  const titleId = useId();
  return (
    <div className={css.group} role={title ? 'group' : undefined} aria-labelledby={title ? titleId : undefined}>
      {title && (
        <h2 id={titleId} className={css.title}>
          {title}
        </h2>
      )}
      <div className={css.rows}>
        <CellInList value={false}>{children}</CellInList>
      </div>
    </div>
  );
}
