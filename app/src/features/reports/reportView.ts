/** Report data from the contract in the shapes of the report components of `@checkup/ui`. */
import type { Schemas } from '@checkup/sdk';
import { referenceRange } from '@checkup/sdk/rules';
import type { Indicator, ReportYearGroup } from '@checkup/ui';

/** GetReportList's year groups for ReportList. */
export function toYearGroups(groups: readonly Schemas['ReportYearGroup'][]): ReportYearGroup[] {
  return groups.map((group) => ({
    year: group.years,
    reports: group.listData.map((entry) => ({ name: entry.report_Name, no: entry.report_No, date: entry.report_Date })),
  }));
}

/** A check item's result lines for IndicatorTable (units, reference range worded as in the PDF, the lab's flag). */
export function toIndicators(lines: readonly Schemas['ReportResultLine'][]): Indicator[] {
  return lines.map((line) => ({
    name: line.item_name,
    result: line.rec_result,
    unit: line.unit,
    lower: line.ref_lower,
    upper: line.ref_upper,
    range: referenceRange(line.ref_lower, line.ref_upper),
    hint: line.hint,
  }));
}

/** The report's sex (1 male, 2 female) as ReportHeader takes it. */
export const headerSex = (sex: Schemas['PersonSex']): 'male' | 'female' => (sex === '1' ? 'male' : 'female');
