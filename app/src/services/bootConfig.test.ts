import { describe, expect, it, vi } from 'vitest';
import { bootConfigFetch } from './bootConfig';

describe('the configuration request of the boot script', () => {
  it('answers the first request once, then fetches as usual', async () => {
    const early = new Response('{"version":"1"}');
    const later = new Response('{}');
    const fetch = vi.fn(() => Promise.resolve(later));
    const page = { checkupBootConfig: Promise.resolve(early), fetch } as unknown as Window;
    const fetchConfig = bootConfigFetch(page);
    expect(await fetchConfig('./config.json?t=1')).toBe(early);
    expect(fetch).not.toHaveBeenCalled();
    expect(await fetchConfig('./config.json?t=2', { cache: 'no-store' })).toBe(later);
    expect(fetch).toHaveBeenCalledWith('./config.json?t=2', { cache: 'no-store' });
  });

  it('fetches when the boot script started none (home)', async () => {
    const response = new Response('{}');
    const fetch = vi.fn(() => Promise.resolve(response));
    expect(await bootConfigFetch({ fetch } as unknown as Window)('./config.json?t=1')).toBe(response);
  });
});
