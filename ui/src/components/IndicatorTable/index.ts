export { IndicatorTable, type IndicatorTableProps } from './IndicatorTable';
export { indicatorFlag, formatReferenceRange, type Indicator, type IndicatorFlag } from './indicatorFlag';
