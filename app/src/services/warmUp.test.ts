import { describe, expect, it, vi } from 'vitest';
import { warmUpFirstScreen } from './warmUp';

describe('warmUpFirstScreen', () => {
  const api = () => ({ getToken: vi.fn(() => new Promise<never>(() => undefined)) });

  it('asks for the service token at once for a first screen that calls the API (a list, the sign-in page)', () => {
    for (const path of ['/PersonIndex', '/oauth', '/MyOrderList']) {
      const fake = api();
      warmUpFirstScreen(path, fake);
      // Synchronously: before main.tsx awaits the screen's code.
      expect([path, fake.getToken.mock.calls.length]).toEqual([path, 1]);
    }
  });

  it('leaves home (no API call) and an unknown first route (it goes home) alone', () => {
    for (const path of ['/', undefined]) {
      const fake = api();
      warmUpFirstScreen(path, fake);
      expect(fake.getToken).not.toHaveBeenCalled();
    }
  });
});
