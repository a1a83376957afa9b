/** Runs Pact provider verification of the committed Checkup pact (shared by the reference-server test and the remote script). */
import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import { COMMITTED_PACT, PROVIDER } from './paths';

/** What differs between providers: where they are and how their states and credentials are set up. */
export type ProviderVerification = Omit<VerifierOptions, 'provider'>;

/** Verifies the pact files (by default the committed one) against a running provider; rejects on any failure. */
export function verifyPacts(options: ProviderVerification): Promise<string> {
  return new Verifier({ provider: PROVIDER, pactUrls: [COMMITTED_PACT], logLevel: 'warn', ...options }).verifyProvider();
}
