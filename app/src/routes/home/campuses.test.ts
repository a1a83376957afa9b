import { describe, expect, it, vi } from 'vitest';
import { loadCampuses, pickCampus, type Campus } from './campuses';

const campus = (code: string): Campus => ({
  hospitalCode: code, hospitalName: `院区${code}`, hospitalAddress: '地址', hospitalTel: '0571-1', bgUrl: '/bg.svg', images: ['/1.svg'],
});

describe('campuses', () => {
  it('reads campuses.json next to the app', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(new Response(JSON.stringify([campus('03')]))));
    await expect(loadCampuses(fetch)).resolves.toEqual([campus('03')]);
    expect(fetch).toHaveBeenCalledWith('./campuses.json', expect.objectContaining({ method: 'GET' }));
  });

  it('refuses a file that is not a campus list or cannot be read', async () => {
    const bad = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(new Response(JSON.stringify([{ hospitalCode: '03' }]))));
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
});
