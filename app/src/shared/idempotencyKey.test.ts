import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newIdempotencyKey, useIdempotencyKey } from './idempotencyKey';

/** openapi.yaml components.parameters.IdempotencyKey. */
const CONTRACT_KEY = /^[A-Za-z0-9_-]{1,64}$/;

afterEach(() => vi.unstubAllGlobals());

describe('newIdempotencyKey', () => {
  it('is a random UUID where the browser has one', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it('is 32 random hex digits in a browser without crypto.randomUUID', () => {
    const real = crypto;
    vi.stubGlobal('crypto', { getRandomValues: (array: Uint8Array<ArrayBuffer>) => real.getRandomValues(array) });
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(key).toMatch(CONTRACT_KEY);
    expect(newIdempotencyKey()).not.toBe(key);
  });
});

describe('useIdempotencyKey', () => {
  it('keeps the key while the order is the same, makes a new one when it changes, and the first again when changed back', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const order = { idCard: '440305199003078913', tel: '13812345678' };
    const first = result.current(order);
    expect(first).toMatch(CONTRACT_KEY);
    expect(result.current({ ...order })).toBe(first);
    const changed = result.current({ ...order, tel: '13812345679' });
    expect(changed).not.toBe(first);
    expect(result.current({ ...order, tel: '13812345679' })).toBe(changed);
    // Back to the first order: its send may have been booked, so its key again.
    expect(result.current(order)).toBe(first);
    // Another screen (another mount) is another intent.
    expect(renderHook(() => useIdempotencyKey()).result.current(order)).not.toBe(first);
  });
});
