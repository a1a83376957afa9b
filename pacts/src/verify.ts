/** Runs Pact provider verification of the committed Checkup pact (shared by the reference-server test and the remote script). */
import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import { COMMITTED_PACT, PROVIDER } from './paths';

/**
 * What differs between providers: where they are and how their states and credentials are set up. State handlers
 * are the HTTP verifier's: a function (setup) or `{ setup, teardown }`.
 */
export type ProviderVerification = Omit<VerifierOptions, 'provider'>;

/** Verifies the pact files (by default the committed one) against a running provider; rejects on any failure. */
export function verifyPacts(options: ProviderVerification): Promise<string> {
  return new Verifier({
    provider: PROVIDER,
    pactUrls: [COMMITTED_PACT],
    logLevel: 'warn',
    ...options,
  }).verifyProvider();
}

/** The part of an Express request a request filter touches (Pact's verifier proxy is Express). */
export interface ProxiedRequest {
  path: string;
  url: string;
  body?: unknown;
  headers: Record<string, string | string[] | undefined>;
}

/** The recorded token of the interactions that need the provider to refuse it (HTTP 401); never replaced. */
export const EXPIRED_TOKEN = 'expired-token';
export const EXPIRED_TOKEN_HEADER = `Bearer ${EXPIRED_TOKEN}`;

/**
 * Pact's proxy parses a form body and would forward it as JSON: put the form back (the token request is form-encoded).
 */
export function restoreFormBody(req: ProxiedRequest): void {
  if (
    String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded') &&
    req.body &&
    !Buffer.isBuffer(req.body)
  ) {
    req.body = Buffer.from(new URLSearchParams(req.body as Record<string, string>).toString());
  }
}
