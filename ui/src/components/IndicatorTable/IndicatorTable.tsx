import { formatReferenceRange, indicatorFlag, type Indicator } from './indicatorFlag';
import * as css from './IndicatorTable.css';

/** Props of {@link IndicatorTable}. */
export interface IndicatorTableProps {
  indicators: readonly Indicator[];
  /** Table caption, e.g. the check item's name. */
  caption?: string;
  /** Shown when there are no indicators. */
  emptyText?: string;
  className?: string;
}

const FLAG_TEXT = { high: '↑偏高', low: '↓偏低' } as const;
const COLUMNS = ['项目', '结果', '单位', '参考范围'] as const;

/** Indicator results with reference ranges; out-of-range values are marked by colour and by the text ↑偏高 / ↓偏低. */
export function IndicatorTable({ indicators, caption, emptyText = '暂无明细', className }: IndicatorTableProps) {
  return (
    <table className={className ? `${css.table} ${className}` : css.table}>
      {caption && <caption className={css.caption}>{caption}</caption>}
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <th key={column} scope="col" className={css.headCell}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {indicators.length === 0 ? (
          <tr>
            <td className={css.cell} colSpan={COLUMNS.length}>
              {emptyText}
            </td>
          </tr>
        ) : (
          indicators.map((indicator, index) => {
            const flag = indicatorFlag(indicator);
            return (
              <tr key={`${indicator.name}-${index}`} data-flag={flag}>
                <th scope="row" className={css.cell}>
                  {indicator.name}
                </th>
                <td className={`${css.cell} ${css.result({ flag })}`}>
                  {indicator.result}
                  {flag !== 'normal' && <span className={css.flagText}>{FLAG_TEXT[flag]}</span>}
                </td>
                <td className={css.cell}>{indicator.unit}</td>
                <td className={css.cell}>{indicator.range ?? formatReferenceRange(indicator)}</td>
              </tr>
            );
          })
        )}
      </tbody>
    </table>
  );
}
