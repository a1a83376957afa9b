/**
 * Interactions Pact's verifier cannot check against the reference server, each with its reason. They are checked
 * another way in provider.verify.test.ts; an entry goes away when the verifier can check it itself.
 */
/** Interactions answered with a redirect, by description: Pact's verifier follows it, so the 302 itself is never seen. */
export const REDIRECT_INTERACTIONS: Readonly<Record<string, string>> = {
  'a sandbox sign-in allowed':
    "Pact's verifier follows the 302, so the Location and Set-Cookie of the answer cannot be checked",
  'a sandbox sign-in denied': "Pact's verifier follows the 302, so the Location of the answer cannot be checked",
};
