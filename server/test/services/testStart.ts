/** A fixed instant for tests: Sunday 2026-11-22 09:00 Asia/Shanghai. */
export const TEST_START = new Date('2026-11-22T01:00:00Z');
