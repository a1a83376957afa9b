import { describe, expect, it, vi } from 'vitest';
import { routeTable } from '../routes/table';
import { warmUpFirstScreen } from './warmUp';

describe('warmUpFirstScreen', () => {
  const api = () => ({ getToken: vi.fn(() => new Promise<never>(() => undefined)), prefetch: vi.fn() });
  const entry = (path: string) => routeTable.find((route) => route.path === path);

  it('asks for the service token at once for a first screen that calls the API (the sign-in page, the order list)', () => {
    for (const path of ['/oauth', '/MyOrderList']) {
      const fake = api();
      warmUpFirstScreen(entry(path), fake);
      // Synchronously: before main.tsx awaits the screen's code.
      expect([path, fake.getToken.mock.calls.length, fake.prefetch.mock.calls.length]).toEqual([path, 1, 0]);
    }
  });

  it("sends a package list's own call at once instead (the call fetches the token itself)", () => {
    const calls = ['/PersonIndex', '/StaffIndex', '/VehicleIndexs'].map((path) => {
      const fake = api();
      warmUpFirstScreen(entry(path), fake);
      expect(fake.getToken).not.toHaveBeenCalled();
      return fake.prefetch.mock.calls;
    });
    expect(calls).toEqual([
      [['GetClusItemList', { clus_type: '3' }]],
      [['GetClusItemList', { clus_type: '1' }]],
      [['GetVehicleClusItem', { clus_type: '2' }]],
    ]);
  });

  it('leaves home (no API call) and an unknown first route (it goes home) alone', () => {
    for (const first of [entry('/'), undefined]) {
      const fake = api();
      warmUpFirstScreen(first, fake);
      expect(fake.getToken).not.toHaveBeenCalled();
      expect(fake.prefetch).not.toHaveBeenCalled();
    }
  });
});
