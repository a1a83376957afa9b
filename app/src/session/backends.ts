/** Where the session store keeps its values: cookies and the two Web Storage areas, each behind a tiny interface. */

/** A cookie jar reduced to what the app needs; values are stored URI-encoded. */
export interface CookieJar {
  get(name: string): string | undefined;
  /** Writes a cookie for the whole site that lives `maxAgeSeconds`. */
  set(name: string, value: string, maxAgeSeconds: number): void;
  remove(name: string): void;
}

/** The part of the Web Storage API the store uses (so tests can pass a Map-backed fake). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The browser's `document.cookie`. */
/** Attributes of the app's cookies: Secure on HTTPS (production), where the `user` cookie carries name, ID and phone. */
export function cookieAttributes(maxAgeSeconds: number, protocol: string): string {
  return `max-age=${maxAgeSeconds}; path=/; SameSite=Lax${protocol === 'https:' ? '; Secure' : ''}`;
}

export const documentCookieJar: CookieJar = {
  get(name) {
    for (const part of document.cookie.split(';')) {
      const separator = part.indexOf('=');
      if (separator < 0) continue;
      if (part.slice(0, separator).trim() === name) return decodeURIComponent(part.slice(separator + 1).trim());
    }
    return undefined;
  },
  set(name, value, maxAgeSeconds) {
    document.cookie = `${name}=${encodeURIComponent(value)}; ${cookieAttributes(maxAgeSeconds, location.protocol)}`;
  },
  remove(name) {
    document.cookie = `${name}=; max-age=0; path=/; SameSite=Lax`;
  },
};

/** An in-memory cookie jar that honours lifetimes against the given clock; for tests and non-browser use. */
export function memoryCookieJar(
  now: () => number = Date.now,
): CookieJar & { maxAgeOf(name: string): number | undefined } {
  const cookies = new Map<string, { value: string; expiresAt: number; maxAge: number }>();
  return {
    get(name) {
      const cookie = cookies.get(name);
      if (!cookie || cookie.expiresAt <= now()) return undefined;
      return cookie.value;
    },
    set(name, value, maxAgeSeconds) {
      cookies.set(name, { value, expiresAt: now() + maxAgeSeconds * 1000, maxAge: maxAgeSeconds });
    },
    remove(name) {
      cookies.delete(name);
    },
    maxAgeOf(name) {
      return cookies.get(name)?.maxAge;
    },
  };
}

/** An in-memory Web Storage area. */
export function memoryStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}
