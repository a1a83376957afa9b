import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMPORT_RELOAD_INTERVAL_MS, reloadAfterFailedImport } from './pageNavigation';

/** A page at `/?v=3#/PersonIndex`, a fresh tab's storage, and the server answering the page's HEAD with `answer`. */
function setup(answer: () => Promise<Response>) {
  const page = { href: 'https://checkup.example/?v=3#/PersonIndex', reload: vi.fn() };
  const fetch = vi.fn(answer);
  vi.stubGlobal('fetch', fetch);
  return { page, fetch, storage: new MemoryStorage() };
}

class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe('reloadAfterFailedImport', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('reloads the page at its address once the page itself can be downloaded (asked past the HTTP cache)', async () => {
    const { page, fetch, storage } = setup(() => Promise.resolve(new Response(null, { status: 200 })));
    await expect(reloadAfterFailedImport(page, storage)).resolves.toBe(true);
    expect(fetch).toHaveBeenCalledWith('https://checkup.example/?v=3', { method: 'HEAD', cache: 'no-store' });
    expect(page.reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload while offline (the reload would end on the browser’s error page) or while the server fails', async () => {
    const offline = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(reloadAfterFailedImport(offline.page, offline.storage)).resolves.toBe(false);
    expect(offline.page.reload).not.toHaveBeenCalled();
    const failing = setup(() => Promise.resolve(new Response(null, { status: 502 })));
    await expect(reloadAfterFailedImport(failing.page, failing.storage)).resolves.toBe(false);
    expect(failing.page.reload).not.toHaveBeenCalled();
  });

  it('reloads at most once a minute in a tab: code that stays missing does not reload the page for ever', async () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ['Date'] });
    const { page, storage } = setup(() => Promise.resolve(new Response(null, { status: 200 })));
    await reloadAfterFailedImport(page, storage);
    vi.setSystemTime(1_000_000 + IMPORT_RELOAD_INTERVAL_MS - 1);
    await expect(reloadAfterFailedImport(page, storage)).resolves.toBe(false);
    vi.setSystemTime(1_000_000 + IMPORT_RELOAD_INTERVAL_MS);
    await expect(reloadAfterFailedImport(page, storage)).resolves.toBe(true);
    expect(page.reload).toHaveBeenCalledTimes(2);
  });
});
