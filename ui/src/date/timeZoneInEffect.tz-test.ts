import { expect, it } from 'vitest';
import { TEST_TIME_ZONE } from '../../vitest.tz.config';

it('runs in the DST zone the ui-tz project sets', () => {
  expect(process.env.TZ).toBe(TEST_TIME_ZONE);
  expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(TEST_TIME_ZONE);
  // Chile is UTC-3 in (southern) summer and UTC-4 in winter, so local Date objects really shift.
  expect(new Date(2026, 0, 15).getTimezoneOffset()).toBe(180);
  expect(new Date(2026, 6, 15).getTimezoneOffset()).toBe(240);
  // 2026-09-06 local midnight does not exist there: a Date-based calendar would mishandle this day.
  expect(new Date(2026, 8, 6).getHours()).toBe(1);
});
