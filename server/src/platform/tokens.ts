import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

/** What a service token says about its bearer. */
export interface TokenClaims {
  /** client_id the token was issued to. */
  sub: string;
  /** Unique id of this token: the rate-limit bucket of the client instance holding it. */
  jti: string;
  /** Issue and expiry time, Unix seconds. */
  iat: number;
  exp: number;
  scope: string;
}

/** Tokens whose signature was checked, remembered so a client's every request does not pay for the HMAC again. */
const VERIFIED_TOKENS_KEPT = 10_000;

/** Issues and verifies HMAC-SHA256 signed, expiring service tokens (`<payload>.<signature>`, both base64url). */
export class TokenSigner {
  readonly #secret: string;
  readonly #now: () => Date;
  /** Genuine tokens (exact text) and their claims; only a token that passed the full check gets in. */
  readonly #verified = new Map<string, TokenClaims>();

  constructor(secret: string, now: () => Date) {
    this.#secret = secret;
    this.#now = now;
  }

  issue(clientId: string, scope: string, lifetimeSeconds: number): { token: string; claims: TokenClaims } {
    const iat = Math.floor(this.#now().getTime() / 1000);
    const claims: TokenClaims = { sub: clientId, jti: randomUUID(), iat, exp: iat + lifetimeSeconds, scope };
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return { token: `${payload}.${this.#sign(payload)}`, claims };
  }

  /** The token's claims, or null when it is malformed, forged or expired. */
  verify(token: string): TokenClaims | null {
    const known = this.#verified.get(token);
    const claims = known ?? this.#check(token);
    if (!claims || claims.exp * 1000 <= this.#now().getTime()) return null;
    if (!known) {
      if (this.#verified.size >= VERIFIED_TOKENS_KEPT)
        this.#verified.delete(this.#verified.keys().next().value as string);
      this.#verified.set(token, claims);
    }
    return claims;
  }

  /** Signature and shape, without the expiry. */
  #check(token: string): TokenClaims | null {
    const [payload, signature, extra] = token.split('.');
    if (!payload || !signature || extra !== undefined) return null;
    const expected = Buffer.from(this.#sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    let claims: unknown;
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      return null;
    }
    return isClaims(claims) ? claims : null;
  }

  #sign(payload: string): string {
    return createHmac('sha256', this.#secret).update(`token:${payload}`).digest('base64url');
  }
}

function isClaims(value: unknown): value is TokenClaims {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  return (
    typeof c.sub === 'string' && typeof c.jti === 'string' && typeof c.exp === 'number' && typeof c.iat === 'number'
  );
}
