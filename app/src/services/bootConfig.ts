/**
 * The configuration request index.html's boot script starts on a deep route together with the app's code, instead of
 * after the entry module has loaded and run (docs/adr/0025-static-home-frame-and-boot-script.md,
 * the boot script). `loadRuntimeConfig` takes it through its `fetch` option: the first call answers with that response (once),
 * any other call fetches as usual; on `/` there is none (the configuration is not on home's first paint).
 */
declare global {
  interface Window {
    /** Set by index.html's boot script: `fetch('config.json?t=…', { cache: 'no-store' })`. */
    checkupBootConfig?: Promise<Response>;
  }
}

export function bootConfigFetch(page: Window = window): typeof fetch {
  return (input, init) => {
    const started = page.checkupBootConfig;
    delete page.checkupBootConfig;
    return started ?? page.fetch(input, init);
  };
}
