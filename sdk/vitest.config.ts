import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'sdk',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
