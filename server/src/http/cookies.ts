import type { FastifyReply, FastifyRequest } from 'fastify';

/** The value of one cookie of the request, or undefined. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Sets an httpOnly, SameSite=Lax cookie for the whole site (Secure when the request came over HTTPS). */
export function setHttpOnlyCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  value: string,
  maxAgeSeconds: number,
): void {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${name}=${encodeURIComponent(value)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`,
  );
}
