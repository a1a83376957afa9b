import { describe, expect, it, vi } from 'vitest';
import { memorySessionStore, sampleUser } from '../../test/fixtures';
import { predictFirstRoute } from '../routing/firstRoute';
import { warmUpFirstScreen } from './warmUp';

describe('warmUpFirstScreen', () => {
  const api = () => ({ getToken: vi.fn(() => new Promise<never>(() => undefined)), prefetch: vi.fn() });
  const signedIn = memorySessionStore();
  signedIn.user.set(sampleUser);
  const first = (path: string) => predictFirstRoute(`#${path}`, signedIn);

  it('asks for the service token at once for a first screen that calls the API (the order list, the booking summary)', () => {
    for (const path of ['/MyOrderList', '/PersonBookSum']) {
      const fake = api();
      warmUpFirstScreen(first(path), fake);
      // Synchronously: before main.tsx awaits the screen's code.
      expect([path, fake.getToken.mock.calls.length, fake.prefetch.mock.calls.length]).toEqual([path, 1, 0]);
    }
  });

  it("sends a package list's own call at once instead (the call fetches the token itself)", () => {
    const calls = ['/PersonIndex', '/StaffIndex', '/VehicleIndexs'].map((path) => {
      const fake = api();
      warmUpFirstScreen(first(path), fake);
      expect(fake.getToken).not.toHaveBeenCalled();
      return fake.prefetch.mock.calls;
    });
    expect(calls).toEqual([
      [['GetClusItemList', { clus_type: '3' }]],
      [['GetClusItemList', { clus_type: '1' }]],
      [['GetVehicleClusItem', { clus_type: '2' }]],
    ]);
  });

  it("sends the sign-in page's own call at once when the guard sends a visitor there, and none on the way back", () => {
    const fake = api();
    warmUpFirstScreen(predictFirstRoute('#/MyOrderList', memorySessionStore()), fake);
    expect(fake.prefetch.mock.calls).toEqual([
      ['toWeChatOauth', undefined, { query: { targetUrl: 'OAuthCallback', repage: '/MyOrderList' } }],
    ]);
    const back = api();
    warmUpFirstScreen(first('/oauth?type=OAuthCallback&success=true&returnData=oXk3'), back);
    expect([back.prefetch.mock.calls.length, back.getToken.mock.calls.length]).toEqual([0, 0]);
  });

  it('leaves home (no API call) and an unknown first route (it goes home) alone', () => {
    for (const firstRoute of [first('/'), first('/nowhere')]) {
      const fake = api();
      warmUpFirstScreen(firstRoute, fake);
      expect(fake.getToken).not.toHaveBeenCalled();
      expect(fake.prefetch).not.toHaveBeenCalled();
    }
  });
});
