import type { FastifyInstance } from 'fastify';

/**
 * The one inline script the app has, by its hash: app/index.html's boot script (it hides the static home frame on any
 * other route before the page paints, and starts the app's code). A change to that script must change this hash; the
 * client hygiene test checks every inline script of the built index.html against the policy.
 */
export const INLINE_SCRIPT_HASHES = ["'sha256-+YnPSxQj4e7vpR9HjAdVqmYM/TnvyGsXolh1xNNIfY4='"];

/**
 * The Content-Security-Policy of every response: scripts only from our origin or listed by hash (no other inline
 * script, no eval), styles from our origin, images also as data/blob URLs, framing only by our own origin (the report
 * PDF may be shown in a frame). `extraConnect` adds origins the app may call directly (an AI base URL on another origin).
 */
export function contentSecurityPolicy(extraConnect: string[] = []): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...INLINE_SCRIPT_HASHES].join(' '),
    "style-src 'self'",
    // Radix's scroll lock (react-remove-scroll-bar) injects a <style> element while a dialog or popup is open, and
    // the hospital's rich text (the notice HTML) uses style attributes. Styles cannot run script; scripts stay strict.
    "style-src-elem 'self' 'unsafe-inline'",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    ['connect-src', "'self'", ...extraConnect].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The security headers set on every response (also on the answers to requests Node could not parse, clientErrors.ts). */
export function securityHeaders(extraConnect: string[] = []): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(extraConnect),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'SAMEORIGIN',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  };
}

/** Sets {@link securityHeaders} on every reply, errors and static files included. */
export function registerSecurityHeaders(app: FastifyInstance, extraConnect: string[] = []): void {
  const headers = securityHeaders(extraConnect);
  // Callback style: an async hook costs every request a promise.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
