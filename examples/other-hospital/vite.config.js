import { defineConfig } from 'vite';

// Nothing but Vite: its own JSX transform, no vanilla-extract plugin, no path aliases.
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
});
