/** The Idempotency-Key of an order submit (openapi.yaml components.parameters.IdempotencyKey). */
import { useCallback, useRef } from 'react';

/**
 * A new random key: a UUID where the browser has `crypto.randomUUID` (a secure context, Chrome 92+, Safari 15.4+),
 * else 32 hex digits from `crypto.getRandomValues`, which older in-app browsers have. Either fits the contract
 * (1-64 of A-Za-z0-9_-).
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The key of a submit intent on this screen, by the order it sends: the same order again (a tap on submit after a
 * failure, e.g. a request that timed out after the server had booked it) gets the same key, so the server answers the
 * order it booked instead of refusing a second one; a changed order gets a new key, and an order changed back gets
 * its first key again (that first send may have been booked too).
 */
export function useIdempotencyKey(): (order: object) => string {
  const keys = useRef(new Map<string, string>());
  return useCallback((order: object) => {
    const text = JSON.stringify(order);
    const known = keys.current.get(text);
    if (known) return known;
    const key = newIdempotencyKey();
    keys.current.set(text, key);
    return key;
  }, []);
}
