/**
 * index.html's boot script and the build step that hands it the app's code (`vite.bootEntry.ts`;
 * docs/adr/0025-static-home-frame-and-boot-script.md): run against index.html as Vite builds it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashRoutePath } from '../src/routing/firstRoute';
import { bannerMarkup } from '../vite.homeShell';
import { clientChunks, deferEntry, ENTRY_MARKER } from '../vite.bootEntry';

const source = readFileSync(join(import.meta.dirname, '..', 'index.html'), 'utf8');
const bootScript = source.match(/<script>([\s\S]*?)<\/script>/)?.[1] ?? '';

const entryTags =
  '<script type="module" crossorigin src="./assets/index-abc.js"></script>\n    ' +
  '<link rel="modulepreload" crossorigin href="./assets/runtime-def.js">\n    ' +
  '<link rel="modulepreload" crossorigin href="./assets/guard-ghi.js">\n    ' +
  '<link rel="stylesheet" crossorigin href="./assets/index-jkl.css">\n  ';

/** index.html as Vite emits it before our post step: the entry's tags at the end of `<head>`, the source script gone. */
function viteBuilt(
  banner = bannerMarkup([
    { hospitalCode: '03', hospitalName: '', hospitalAddress: '', hospitalTel: '', bgUrl: '', images: ['/b.svg'] },
  ]),
) {
  return source
    .replace('<!--home-banner-->', banner)
    .replace(/\s*<script type="module" src="\.\/src\/main\.tsx"><\/script>/, '')
    .replace('</head>', `${entryTags}</head>`);
}

/** Loads a built index.html and runs its boot script with a controllable clock and frame loop. */
function boot(
  hash: string,
  html = deferEntry(viteBuilt(), ['./assets/client-mno.js']),
  { bannerComplete = false } = {},
) {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const banner = doc.querySelector('img.boot-banner');
  if (banner) Object.defineProperty(banner, 'complete', { value: bannerComplete });
  const frames: (() => void)[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const page: { checkupBootConfig?: Promise<unknown>; checkupBootTap?: string } = {};
  const fetch = vi.fn(() => Promise.resolve('config response'));
  const started = () => doc.head.querySelector(':scope > script[type="module"]')?.getAttribute('src') ?? null;
  // Each read of document.cookie and of local storage, as the entry it found started (null: not yet).
  const cookieReads: (string | null)[] = [];
  const storageReads: (string | null)[] = [];
  Object.defineProperty(doc, 'cookie', { configurable: true, get: () => (cookieReads.push(started()), '') });
  const localStorage = {
    get length() {
      storageReads.push(started());
      return 0;
    },
  };
  runInNewContext(bootScript, {
    document: doc,
    window: page,
    Event,
    fetch,
    Date: { now: () => 1700 },
    location: { hash },
    localStorage,
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void, ms = 0) => timers.push({ run, ms }),
  });
  const preloads = () =>
    [...doc.head.querySelectorAll(':scope > link[rel="modulepreload"]')].map((el) => el.getAttribute('href'));
  return {
    doc,
    banner,
    started,
    preloads,
    page,
    fetch,
    cookieReads,
    storageReads,
    /** Runs the pending animation frames, then the timers due within `ms`. */
    tick(ms = 0) {
      frames.splice(0).forEach((run) => run());
      const due = timers.filter((timer) => timer.ms <= ms);
      due.forEach((timer) => timers.splice(timers.indexOf(timer), 1));
      due.forEach((timer) => timer.run());
    },
  };
}

// happy-dom loads no script or stylesheet; it need not report each one these documents name as an error.
const happyDom = (window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } })
  .happyDOM;
beforeAll(() => void (happyDom.settings.handleDisabledFileLoadingAsSuccess = true));
afterAll(() => void (happyDom.settings.handleDisabledFileLoadingAsSuccess = false));

describe('deferEntry (build)', () => {
  it('moves the entry script and its module preloads into the inert #app-entry template, stylesheets stay', () => {
    const html = deferEntry(viteBuilt());
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(html).not.toContain(ENTRY_MARKER);
    // Nothing the browser would fetch or run before the boot script decides.
    expect(doc.querySelectorAll('script[src], link[rel="modulepreload"]')).toHaveLength(0);
    const template = doc.querySelector('head > template#app-entry') as HTMLTemplateElement;
    const moved = [...template.content.children].map((el) => el.getAttribute('src') ?? el.getAttribute('href'));
    expect(moved).toEqual(['./assets/index-abc.js', './assets/runtime-def.js', './assets/guard-ghi.js']);
    // Vite's preload helper looks for the entry's stylesheets as <link>s before a lazy screen loads CSS.
    expect(doc.querySelector('head > link[rel="stylesheet"]')?.getAttribute('href')).toBe('./assets/index-jkl.css');
    // The template comes before the boot script, which reads it while the head is parsed.
    expect(html.indexOf('id="app-entry"')).toBeLessThan(html.indexOf(`<script>${bootScript}`));
  });

  it('puts the deep routes’ own preloads (the API client) in the inert #app-deep template, when there are any', () => {
    const doc = new DOMParser().parseFromString(deferEntry(viteBuilt(), ['./assets/client-mno.js']), 'text/html');
    const deep = doc.querySelector('head > template#app-deep') as HTMLTemplateElement;
    expect([...deep.content.children].map((el) => el.outerHTML)).toEqual([
      '<link rel="modulepreload" crossorigin="" href="./assets/client-mno.js">',
    ]);
    expect(doc.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
    expect(deferEntry(viteBuilt())).not.toContain('<template id="app-deep">');
  });

  it('preloads on deep routes the client’s chunk and the chunks it imports that the entry does not load', () => {
    const chunk = (fileName: string, imports: string[], more: object = {}) => ({
      type: 'chunk',
      fileName,
      imports,
      isEntry: false,
      ...more,
    });
    const bundle = Object.fromEntries(
      [
        chunk('index-abc.js', ['runtime-def.js'], { isEntry: true }),
        chunk('runtime-def.js', []),
        chunk('client-mno.js', ['runtime-def.js', 'errors-pqr.js'], {
          facadeModuleId: '/repo/app/src/services/checkupClient.ts',
        }),
        chunk('errors-pqr.js', ['runtime-def.js']),
        chunk('screen-stu.js', ['errors-pqr.js']),
      ].map((file) => [file.fileName, file]),
    ) as unknown as Parameters<typeof clientChunks>[0];
    expect(clientChunks(bundle)).toEqual(['./client-mno.js', './errors-pqr.js']);
    const { 'client-mno.js': _client, ...withoutClient } = bundle;
    expect(() => clientChunks(withoutClient)).toThrow('checkupClient.ts');
  });

  it('fails the build when Vite’s tags or the marker are not where it expects them', () => {
    expect(() => deferEntry(viteBuilt().replace(/<script type="module"[^>]*><\/script>/, ''))).toThrow(
      'one entry script',
    );
    expect(() => deferEntry(viteBuilt().replace(ENTRY_MARKER, ''))).toThrow(ENTRY_MARKER);
  });
});

describe('the boot script', () => {
  it('hides the home frame on every route but home, as the router reads the hash, and starts the code there at once', () => {
    for (const hash of ['', '#', '#/', '#/?v=3', '#foo', '#/PersonIndex', '#/PersonBookSum?x=1', '#/oauth?type=jump']) {
      const page = boot(hash);
      const deep = hashRoutePath(hash) !== '/';
      expect([hash, page.doc.documentElement.classList.contains('deep')]).toEqual([hash, deep]);
      expect([hash, page.started()]).toEqual([hash, deep ? './assets/index-abc.js' : null]);
    }
  });

  it('reads the cookies and local storage once, in a task of its own after a deep route’s code has started (the app’s first reads then find them kept)', () => {
    for (const hash of ['', '#/', '#/PersonIndex', '#/PersonBookSum']) {
      const page = boot(hash);
      // Not in the task that starts the requests…
      expect([hash, page.cookieReads, page.storageReads]).toEqual([hash, [], []]);
      page.tick();
      // …but in the next one: on a deep route the entry had started; home's code starts after its banner.
      const seen = hashRoutePath(hash) === '/' ? null : './assets/index-abc.js';
      expect([hash, page.cookieReads, page.storageReads]).toEqual([hash, [seen], [seen]]);
    }
  });

  it('starts the code with its module preloads and the API client’s, once', () => {
    const page = boot('#/PersonIndex');
    expect(page.preloads()).toEqual(['./assets/client-mno.js', './assets/runtime-def.js', './assets/guard-ghi.js']);
    page.doc.dispatchEvent(new Event('DOMContentLoaded'));
    page.tick(5000);
    expect(page.doc.head.querySelectorAll(':scope > script[type="module"]')).toHaveLength(1);
  });

  it('requests the configuration with the code on deep routes only, for main.tsx to take (bootConfig.ts)', () => {
    const deep = boot('#/PersonBookSum');
    expect(deep.fetch).toHaveBeenCalledExactlyOnceWith('config.json?t=1700', {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
    expect(deep.page.checkupBootConfig).toBeInstanceOf(Promise);

    const home = boot('');
    home.doc.dispatchEvent(new Event('DOMContentLoaded'));
    home.banner?.dispatchEvent(new Event('load'));
    home.tick();
    expect(home.started()).toBe('./assets/index-abc.js');
    expect(home.fetch).not.toHaveBeenCalled();
    expect(home.page.checkupBootConfig).toBeUndefined();
    // Home's first screen makes no API call: the client's code is not preloaded there.
    expect(home.preloads()).toEqual(['./assets/runtime-def.js', './assets/guard-ghi.js']);
  });

  it('on home, starts the code only after the frame’s banner has loaded and a frame has painted', () => {
    const page = boot('');
    page.doc.dispatchEvent(new Event('DOMContentLoaded'));
    page.tick();
    expect(page.started()).toBeNull();
    page.banner?.dispatchEvent(new Event('load'));
    expect(page.started()).toBeNull();
    page.tick();
    expect(page.started()).toBe('./assets/index-abc.js');
  });

  it('on home, does not wait for a banner already loaded, a failed one, one that never arrives, or a frame without one', () => {
    const cached = boot('', undefined, { bannerComplete: true });
    cached.doc.dispatchEvent(new Event('DOMContentLoaded'));
    cached.tick();
    expect(cached.started()).toBe('./assets/index-abc.js');

    const failed = boot('');
    failed.doc.dispatchEvent(new Event('DOMContentLoaded'));
    failed.banner?.dispatchEvent(new Event('error'));
    expect(failed.started()).toBe('./assets/index-abc.js');

    const stuck = boot('');
    stuck.doc.dispatchEvent(new Event('DOMContentLoaded'));
    stuck.tick(1499);
    expect(stuck.started()).toBeNull();
    stuck.tick(1500);
    expect(stuck.started()).toBe('./assets/index-abc.js');

    const blank = boot('', deferEntry(viteBuilt(bannerMarkup([]))));
    blank.doc.dispatchEvent(new Event('DOMContentLoaded'));
    blank.tick();
    expect(blank.started()).toBe('./assets/index-abc.js');
  });

  it('on home, a tap on a frame button starts the code at once, marks the button pressed and leaves its action for home', () => {
    const page = boot('');
    page.doc.dispatchEvent(new Event('DOMContentLoaded'));
    const button = (tap: string) => page.doc.querySelector<HTMLElement>(`.boot [data-tap="${tap}"]`)!;
    page.doc.querySelector<HTMLElement>('.boot-card p')!.click();
    expect(page.started()).toBeNull();
    expect(page.page.checkupBootTap).toBeUndefined();
    button('group').click();
    expect(page.started()).toBe('./assets/index-abc.js');
    expect(page.page.checkupBootTap).toBe('group');
    // The last tap counts, and only it looks pressed.
    button('orders').click();
    expect(page.page.checkupBootTap).toBe('orders');
    expect([...page.doc.querySelectorAll('.boot-tapped')]).toEqual([button('orders')]);
    expect(page.doc.querySelectorAll('head > script[type="module"]')).toHaveLength(1);
  });

  it('records no tap on deep routes (the frame is hidden there)', () => {
    const page = boot('#/PersonIndex');
    page.doc.querySelector<HTMLElement>('[data-tap="group"]')!.click();
    expect(page.page.checkupBootTap).toBeUndefined();
  });

  it('does nothing without a built entry (the dev server runs src/main.tsx itself)', () => {
    const page = boot('#/PersonIndex', source);
    expect(page.started()).toBeNull();
    expect(page.doc.documentElement.classList.contains('deep')).toBe(true);
  });
});
