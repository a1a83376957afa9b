import { defineConfig } from 'vitest/config';

// The repository's own checks (commit subjects); each test works in a throwaway git repository.
export default defineConfig({
  test: {
    name: 'scripts',
    root: import.meta.dirname,
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // The commit checks run git and tsx in child processes: seconds each on a busy machine.
    testTimeout: 60_000,
  },
});
