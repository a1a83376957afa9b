/**
 * Interactions the reference server is not verified against, each with its reason. The list is the honest state of
 * the contract: an entry goes away when the server (or the contract) is fixed.
 */
/** Interactions that cannot be checked against the reference server, by description, with the reason. */
export const KNOWN_DEVIATIONS: Readonly<Record<string, string>> = {
  'a sandbox sign-in allowed': "Pact's verifier follows the 302, so the Location and Set-Cookie of the answer cannot be checked",
  'a sandbox sign-in denied': "Pact's verifier follows the 302, so the Location of the answer cannot be checked",
};
