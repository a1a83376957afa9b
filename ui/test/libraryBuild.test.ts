// @vitest-environment node
/**
 * The kit as a library: `npm run build` emits ESM, one stylesheet (dist/styles.css) and declarations to ui/dist, and a
 * fresh Vite + React app that imports `@checkup/ui` from there type-checks and builds with the component and its CSS,
 * and without the components it does not use. (examples/other-hospital installs the packed tarball itself.)
 */
import react from '@vitejs/plugin-react';
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Button } from '../src';

const run = promisify(execFile);
const uiRoot = join(import.meta.dirname, '..');
const dist = join(uiRoot, 'dist');
const require = createRequire(import.meta.url);
/** A package's folder as this workspace resolves it (hoisted or not). */
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

/** The consumer: one screen using Button from the built kit, with the kit's stylesheet. */
const consumerMain = `
import '@checkup/ui/styles.css';
import { Button } from '@checkup/ui';
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (root) createRoot(root).render(<Button variant="primary">立即预约</Button>);
`;

let consumer: string;
let output: { js: string; css: string };

/** Files of the consumer's build output with the given extension, concatenated. */
function readAssets(outDir: string, extension: string): string {
  const assets = join(outDir, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith(extension))
    .map((file) => readFileSync(join(assets, file), 'utf8'))
    .join('\n');
}

/** A fresh app folder with react and its types "installed" (linked to this workspace's copies). */
function createConsumer(): string {
  const dir = mkdtempSync(join(tmpdir(), 'checkup-ui-consumer-'));
  mkdirSync(join(dir, 'src'));
  mkdirSync(join(dir, 'node_modules', '@types'), { recursive: true });
  for (const name of ['react', 'react-dom', '@types/react', '@types/react-dom']) {
    symlinkSync(packageDir(name), join(dir, 'node_modules', name), 'dir');
  }
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="zh-CN"><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
  );
  writeFileSync(join(dir, 'src', 'main.tsx'), consumerMain);
  // What vite/client's types declare in a real app: stylesheets are side-effect imports.
  writeFileSync(join(dir, 'src', 'assets.d.ts'), "declare module '*.css';\n");
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2022', 'DOM'],
        module: 'ESNext',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        types: [],
        // The kit as a published package would map it: its declarations from the build.
        paths: { '@checkup/ui': [join(dist, 'types', 'index.d.ts')] },
      },
      include: ['src'],
    }),
  );
  return dir;
}

describe('library build', () => {
  beforeAll(async () => {
    await run('npm', ['run', 'build'], { cwd: uiRoot });
    consumer = createConsumer();
    const outDir = join(consumer, 'dist');
    await build({
      root: consumer,
      configFile: false,
      logLevel: 'silent',
      plugins: [react()],
      resolve: {
        alias: [
          { find: /^@checkup\/ui\/styles\.css$/, replacement: join(dist, 'styles.css') },
          { find: /^@checkup\/ui$/, replacement: join(dist, 'index.js') },
        ],
      },
      build: { outDir, emptyOutDir: true },
    });
    output = { js: readAssets(outDir, '.js'), css: readAssets(outDir, '.css') };
  }, 180_000);

  afterAll(() => {
    if (consumer) rmSync(consumer, { recursive: true, force: true });
  });

  it('emits ESM, one file per module with the dependencies external, extracted CSS and declarations', () => {
    expect(readFileSync(join(dist, 'index.js'), 'utf8')).toMatch(/^export \{/m);
    const button = readFileSync(join(dist, 'components', 'Button', 'Button.js'), 'utf8');
    expect(button).toMatch(/^import .* from "react";$/m);
    expect(button).toMatch(/^import .* from "\.\/Button\.styles\.js";$/m);
    expect(readFileSync(join(dist, 'components', 'RichText', 'sanitizeHtml.js'), 'utf8')).toMatch(
      /^import .* from "dompurify";$/m,
    );
    // vanilla-extract's runtimes are bundled (a consumer installs nothing of vanilla-extract); no other package is.
    const imports = readdirSync(dist, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js'))
      .flatMap((file) =>
        [...readFileSync(join(dist, file), 'utf8').matchAll(/ from "([^."][^"]*)"/g)].map((match) => match[1]),
      );
    expect(new Set(imports)).toEqual(
      new Set(['react', 'react/jsx-runtime', 'react-dom', 'radix-ui', 'aria-hidden', 'dompurify']),
    );
    expect(readFileSync(join(dist, 'types', 'index.d.ts'), 'utf8')).toContain("export * from './components/Button';");
    expect(readFileSync(join(dist, 'types', 'components', 'Button', 'Button.d.ts'), 'utf8')).toContain('ButtonProps');
  });

  it('type-checks a fresh app against the emitted declarations', async () => {
    const tsc = join(packageDir('typescript'), 'bin', 'tsc');
    await expect(run(process.execPath, [tsc, '-p', join(consumer, 'tsconfig.json')])).resolves.toBeDefined();
  }, 120_000);

  it('builds a fresh Vite app with the used component and its CSS', async () => {
    // The class names the built Button renders, read from the built kit itself.
    const kit = (await import(/* @vite-ignore */ join(dist, 'index.js'))) as { Button: typeof Button };
    const markup = renderToStaticMarkup(createElement(kit.Button, { variant: 'primary' }, '立即预约'));
    const [base, ...variants] = /class="([^"]+)"/.exec(markup)?.[1]?.split(' ') ?? [];
    if (!base) throw new Error(`the built Button rendered no class: ${markup}`);
    for (const className of [base, ...variants])
      expect(output.js.includes(className), `JS has ${className}`).toBe(true);
    // The recipe's base class carries the button's rules (variant classes may have none of their own).
    expect(output.css.includes(`.${base}{`), `CSS has a rule for .${base}`).toBe(true);
    // The global layer and themes come first, so a component's own rules (a focus ring's offset) win over them.
    expect(output.css.indexOf('.checkup-theme{')).toBeLessThan(output.css.indexOf(`.${base}{`));
    expect(output.js).toContain('立即预约');
    // Unused components stay out, with their dependencies: DOMPurify (RichText's) is not bundled.
    expect(output.js).not.toContain('ADD_ATTR');
    // The kit's global layer (root font size) and its themes, each under its own class, come with its stylesheet;
    // nothing is set on :root, so an app is themed only where it puts a theme's class.
    expect(output.css).not.toContain(':root');
    expect(output.css).toMatch(/\.checkup-theme\{--checkup-color-brand:#0a6770;/);
    expect(output.css).toMatch(/\.checkup-theme-azure\{--checkup-color-brand:#1f5fbf;/);
    expect(output.css.includes('min(100vw'), 'CSS has the root font size').toBe(true);
  }, 60_000);
});
