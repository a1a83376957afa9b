/**
 * The route table starts a package list's call at start-up when the list is the first screen (`prefetch`): with
 * literal parameters, so the entry carries no list code. The list's own call must be exactly that call, or it would
 * send a second one instead of taking the answer.
 */
import type { CheckupClient } from '@checkup/sdk';
import { RUNTIME_CONFIG_DEFAULTS } from '@checkup/sdk';
import { describe, expect, it, vi } from 'vitest';
import { createLazyCheckupClient } from '../../services/lazyClient';
import { routeTable } from '../../routing/table';
import { loadPackageTabs } from './loadPackages';
import type { ListKind } from './packageLists';

const lists: Record<string, ListKind> = {
  '/PersonIndex': 'person',
  '/StaffIndex': 'staff',
  '/VehicleIndexs': 'vehicle',
};

describe("the package lists' start-up call", () => {
  it("is the list's own call, which then takes its answer instead of sending another", async () => {
    for (const [path, kind] of Object.entries(lists)) {
      const call = vi.fn(() => Promise.resolve({ ok: true, data: kind === 'vehicle' ? [] : { m: [], w: [] } }));
      const createCheckupClient = () => ({ call }) as unknown as CheckupClient;
      const api = createLazyCheckupClient({ config: RUNTIME_CONFIG_DEFAULTS }, () =>
        Promise.resolve({ createCheckupClient }),
      );
      const prefetch = routeTable.find((route) => route.path === path)?.prefetch;
      expect([path, typeof prefetch]).toEqual([path, 'function']);
      prefetch!(api, { query: new URLSearchParams(), remembered: undefined });
      await expect(loadPackageTabs(api, kind, new AbortController().signal)).resolves.toMatchObject({ ok: true });
      expect([path, call.mock.calls.length]).toEqual([path, 1]);
    }
  });

  it('is declared for the package lists and the sign-in page only (other first screens just fetch the token)', () => {
    expect(routeTable.filter((route) => route.prefetch).map((route) => route.path)).toEqual([
      ...Object.keys(lists),
      '/oauth',
    ]);
  });
});
