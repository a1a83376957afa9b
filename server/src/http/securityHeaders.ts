import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of every response: scripts and styles only from our origin (no inline script, no
 * eval), images also as data/blob URLs, framing only by our own origin (the report PDF may be shown in a frame).
 * `extraConnect` adds origins the app may call directly (an AI base URL on another origin).
 */
export function contentSecurityPolicy(extraConnect: string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
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

/** The security headers set on every response. */
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
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}
