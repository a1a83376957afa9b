import { defineConfig } from 'vitest/config';

// Only the bench's pure helpers: the measurements themselves run in `npm run bench`, never in tests.
export default defineConfig({
  test: {
    name: 'bench',
    root: import.meta.dirname,
    environment: 'node',
    include: ['test/**/*.test.ts'],
  },
});
