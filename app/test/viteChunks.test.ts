import { describe, expect, it } from 'vitest';
import { reactRuntimeChunk } from '../vite.chunks';

describe('the React runtime chunk', () => {
  it('holds react, react-dom and scheduler, on POSIX and Windows paths', () => {
    for (const path of [
      '/repo/node_modules/react/cjs/react-jsx-runtime.production.js',
      '/repo/node_modules/react-dom/cjs/react-dom-client.production.js',
      '/repo/node_modules/scheduler/cjs/scheduler.production.js',
      'C:\\repo\\node_modules\\react-dom\\client.js',
    ]) {
      expect(reactRuntimeChunk.test.test(path), path).toBe(true);
    }
  });

  it('leaves out libraries whose names only start like React’s (they change with the app)', () => {
    for (const path of [
      '/repo/node_modules/react-router/dist/production/index.mjs',
      '/repo/node_modules/@radix-ui/react-dialog/dist/index.mjs',
      '/repo/node_modules/react-remove-scroll/dist/es2015/index.js',
      '/repo/ui/src/react/useThing.ts',
    ]) {
      expect(reactRuntimeChunk.test.test(path), path).toBe(false);
    }
  });
});
