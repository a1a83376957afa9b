import { describe, expect, it } from 'vitest';
import { demoReports } from '../../src/db/seed/reportsData';

const reports = demoReports(
  { idcard: '', name: '', tel: '', sex: 1, birthYear: 1980 },
  { latest: '2026-05-01', earlier: '2025-04-01' },
);

describe('the demo reports', () => {
  it('name the chief doctor without a title: the report header labels it 主检医生 itself', () => {
    for (const report of reports) {
      expect(report.doc_name).toBe('周建华');
      expect(report.doc_name).not.toMatch(/医师|医生|主检/);
    }
  });

  it('flag a result ↑ exactly when it is above its upper bound and ↓ exactly when it is below its lower bound', () => {
    for (const line of reports.flatMap((report) => report.itemlist.flatMap((item) => item.detailList))) {
      const value = Number(line.rec_result);
      if (line.ref_lower === '' && line.ref_upper === '') {
        expect(line.hint).toBe('');
        continue;
      }
      const expected =
        line.ref_upper !== '' && value > Number(line.ref_upper)
          ? '↑'
          : line.ref_lower !== '' && value < Number(line.ref_lower)
            ? '↓'
            : '';
      expect({ item: line.item_name, hint: line.hint }).toEqual({ item: line.item_name, hint: expected });
    }
  });
});
