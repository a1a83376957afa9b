import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../ui/vite.source';

export default defineConfig({
  ...sourceConditions,
  plugins: [vanillaExtractPlugin(), react()],
  test: {
    name: 'app',
    root: import.meta.dirname,
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    css: true,
    restoreMocks: true,
    // Screen tests drive real dialogs and timers on a shared 2-core machine.
    testTimeout: 15000,
  },
});
