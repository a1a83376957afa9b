import { describe, expect, it, vi } from 'vitest';
import { arrivedCampuses, loadCampuses, pickCampus, prefetchCampuses, takeCampuses, type Campus } from './campuses';

const campus = (code: string): Campus => ({
  hospitalCode: code,
  hospitalName: `院区${code}`,
  hospitalAddress: '地址',
  hospitalTel: '0571-1',
  bgUrl: '/bg.svg',
  images: ['/1.svg'],
});

describe('campuses', () => {
  it('reads campuses.json next to the app', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(new Response(JSON.stringify([campus('03')]))));
    await expect(loadCampuses(fetch)).resolves.toEqual([campus('03')]);
    expect(fetch).toHaveBeenCalledWith('./campuses.json', expect.objectContaining({ method: 'GET' }));
  });

  it('refuses a file that is not a campus list or cannot be read', async () => {
    const bad = vi.fn<typeof globalThis.fetch>(() =>
      Promise.resolve(new Response(JSON.stringify([{ hospitalCode: '03' }]))),
    );
    await expect(loadCampuses(bad)).rejects.toThrow(/not a list/);
    const missing = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(new Response('', { status: 404 })));
    await expect(loadCampuses(missing)).rejects.toThrow(/404/);
  });

  it('picks the chosen campus, else 03, else the first', () => {
    const list = [campus('04'), campus('03')];
    expect(pickCampus(list, '04')?.hospitalCode).toBe('04');
    expect(pickCampus(list, undefined)?.hospitalCode).toBe('03');
    expect(pickCampus(list, '99')?.hospitalCode).toBe('03');
    expect(pickCampus([campus('05')], undefined)?.hospitalCode).toBe('05');
    expect(pickCampus([], '03')).toBeUndefined();
  });

  it('hands the list prefetched at start-up to the first reader only, then reads afresh', async () => {
    const early = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(new Response(JSON.stringify([campus('03')]))));
    const late = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(new Response(JSON.stringify([campus('04')]))));
    prefetchCampuses(early);
    prefetchCampuses(early);
    expect(early).toHaveBeenCalledTimes(1);
    await expect(takeCampuses(late)).resolves.toEqual([campus('03')]);
    expect(late).not.toHaveBeenCalled();
    await expect(takeCampuses(late)).resolves.toEqual([campus('04')]);
  });

  it('shows the prefetched list once it has arrived, until it is taken', async () => {
    let answer!: (response: Response) => void;
    prefetchCampuses(vi.fn<typeof globalThis.fetch>(() => new Promise((resolve) => (answer = resolve))));
    expect(arrivedCampuses()).toBeUndefined();
    answer(new Response(JSON.stringify([campus('03')])));
    await vi.waitFor(() => expect(arrivedCampuses()).toEqual([campus('03')]));
    await expect(takeCampuses()).resolves.toEqual([campus('03')]);
    expect(arrivedCampuses()).toBeUndefined();
  });

  it('passes a failed prefetch on to its reader', async () => {
    prefetchCampuses(vi.fn<typeof globalThis.fetch>(() => Promise.resolve(new Response('', { status: 500 }))));
    await expect(takeCampuses()).rejects.toThrow(/500/);
  });
});
