import { defineConfig } from 'vitest/config';
import base from './vitest.config';

/**
 * Project `ui-tz`: the date, calendar and countdown tests again, in a zone with DST whose change happens at
 * midnight (America/Santiago), on top of the default `ui` run in the machine's zone. Dates that go through
 * `Date` and local midnights repeat or lose a day there; ours must not.
 */
export const TEST_TIME_ZONE = 'America/Santiago';

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    name: 'ui-tz',
    include: [
      'src/date/**/*.test.{ts,tsx}',
      'src/components/Calendar/**/*.test.{ts,tsx}',
      'src/components/Countdown/**/*.test.{ts,tsx}',
      'src/date/*.tz-test.ts',
    ],
    // Node reads TZ when the worker sets it; each forked worker gets its own process, so `ui` keeps its zone.
    pool: 'forks',
    env: { TZ: TEST_TIME_ZONE },
  },
});
