/** Where the service token is kept between calls and page loads. */

/** A service token with its (early) expiry. */
export interface StoredToken {
  tokenType: string;
  accessToken: string;
  /** Unix ms after which the token is not used any more (10 s before the server's expiry). */
  expiresAt: number;
}

/** Storage of the service token; injectable so tests and the server-side use need no browser. */
export interface TokenStore {
  get(): StoredToken | null;
  set(token: StoredToken): void;
  clear(): void;
}

/** Keeps the token in memory (per client). */
export function memoryTokenStore(): TokenStore {
  let token: StoredToken | null = null;
  return {
    get: () => token,
    set: (next) => {
      token = next;
    },
    clear: () => {
      token = null;
    },
  };
}

function isStoredToken(value: unknown): value is StoredToken {
  if (typeof value !== 'object' || value === null) return false;
  const token = value as Record<string, unknown>;
  return (
    typeof token.tokenType === 'string' && typeof token.accessToken === 'string' && typeof token.expiresAt === 'number'
  );
}

/** Keeps the token in a Web Storage (localStorage by default) under `key`; unreadable entries count as none. */
export function webStorageTokenStore(storage: Storage, key = 'token'): TokenStore {
  return {
    get: () => {
      const text = storage.getItem(key);
      if (text === null) return null;
      try {
        const value: unknown = JSON.parse(text);
        return isStoredToken(value) ? value : null;
      } catch {
        // A foreign or corrupted entry is the same as no token: a new one is fetched and overwrites it.
        return null;
      }
    },
    set: (token) => storage.setItem(key, JSON.stringify(token)),
    clear: () => storage.removeItem(key),
  };
}

/** localStorage when the runtime has it (the browser), else memory (Node, tests). */
export function defaultTokenStore(): TokenStore {
  const storage = (globalThis as { localStorage?: Storage }).localStorage;
  return storage ? webStorageTokenStore(storage) : memoryTokenStore();
}
