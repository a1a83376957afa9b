import { preloadDialog } from '@checkup/ui';
import { describe, expect, it, vi } from 'vitest';
import { loadScreen } from './loadScreen';
import { findRoute, type RouteEntry } from './table';

vi.mock('@checkup/ui', async (importOriginal) => ({ ...(await importOriginal<object>()), preloadDialog: vi.fn() }));

describe('loadScreen', () => {
  const pending = () => new Promise<never>(() => undefined);

  it('starts the dialog’s code with the code of a screen that asks a question at once, before that screen has loaded', () => {
    const load = vi.fn(pending);
    void loadScreen({ path: '/PersonIndex', access: 'open', asksAtOnce: true, load });
    expect(load).toHaveBeenCalledOnce();
    expect(preloadDialog).toHaveBeenCalledOnce();
  });

  it('loads only the screen otherwise, and refuses an unbuilt route', async () => {
    vi.mocked(preloadDialog).mockClear();
    const entry: RouteEntry = { path: '/StaffIndex', access: 'open', load: vi.fn(pending) };
    void loadScreen(entry);
    expect(entry.load).toHaveBeenCalledOnce();
    expect(preloadDialog).not.toHaveBeenCalled();
    await expect(loadScreen({ path: '/TeamLogin', access: 'login' })).rejects.toThrow('/TeamLogin');
  });

  it('is what the personal package list needs: it offers the health questionnaire on its first render', () => {
    expect(findRoute('/PersonIndex')?.asksAtOnce).toBe(true);
  });
});
