/**
 * Verifies the committed Checkup pact against any running backend (the hospital's own server):
 *
 *   npx tsx pacts/scripts/verify-remote.ts --base-url https://their-server [--state-change-url https://their-server/_pact/state]
 *
 * Options:
 *   --base-url          where the API answers (required)
 *   --state-change-url  Pact provider-state endpoint on their side: receives POST {"state", "params", "action": "setup"|"teardown"}
 *                       for every state of pacts/README.md and answers JSON with `orderId` (and `sign` for PayNotify) when asked
 *   --client-id         client of /connect/token used for a real service token (default checkup-web, the public client)
 *   --client-secret     its secret, for a confidential client
 *   --session-cookie    Cookie header sent instead of the recorded sample, e.g. "checkup_session=..." (default: the recorded one)
 *   --pact              another pact file (default pacts/pacts/checkup-app-checkup-api.json)
 * Exit code 0 when every interaction verifies, 1 otherwise.
 */
import { parseArgs } from 'node:util';
import { COMMITTED_PACT } from '../src/paths';
import { EXPIRED_TOKEN_HEADER, restoreFormBody, verifyPacts, type ProxiedRequest } from '../src/verify';

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    'state-change-url': { type: 'string' },
    'client-id': { type: 'string', default: 'checkup-web' },
    'client-secret': { type: 'string' },
    'session-cookie': { type: 'string' },
    pact: { type: 'string', default: COMMITTED_PACT },
  },
});

const baseUrl = values['base-url']?.replace(/\/+$/, '');
if (!baseUrl) {
  console.error(
    'Usage: npx tsx pacts/scripts/verify-remote.ts --base-url https://their-server [--state-change-url URL] [--client-id ID --client-secret SECRET] [--session-cookie COOKIE] [--pact FILE]',
  );
  process.exit(2);
}

/** A real service token from their /connect/token, renewed a minute before it expires. */
let token: { header: string; until: number } | undefined;
async function authorization(): Promise<string> {
  if (token && Date.now() < token.until) return token.header;
  const form = new URLSearchParams({
    grant_type: 'client_credentials',
    client_id: values['client-id'] ?? 'checkup-web',
  });
  if (values['client-secret']) form.set('client_secret', values['client-secret']);
  const response = await fetch(`${baseUrl}/connect/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form,
  });
  if (!response.ok)
    throw new Error(`${baseUrl}/connect/token answered HTTP ${response.status}: ${await response.text()}`);
  const issued = (await response.json()) as { access_token: string; token_type: string; expires_in: number };
  token = {
    header: `${issued.token_type} ${issued.access_token}`,
    until: Date.now() + (issued.expires_in - 60) * 1000,
  };
  return token.header;
}

const requestFilter = (req: ProxiedRequest, _res: unknown, next: (error?: unknown) => void): void => {
  restoreFormBody(req);
  const sessionCookie = values['session-cookie'];
  if (sessionCookie && req.headers.cookie !== undefined) req.headers.cookie = sessionCookie;
  const recorded = req.headers.authorization;
  if (typeof recorded !== 'string' || recorded === EXPIRED_TOKEN_HEADER) return next();
  authorization().then((header) => {
    req.headers.authorization = header;
    next();
  }, next);
};

try {
  await verifyPacts({
    providerBaseUrl: baseUrl,
    pactUrls: [values.pact ?? COMMITTED_PACT],
    requestFilter,
    logLevel: 'info',
    ...(values['state-change-url'] ? { providerStatesSetupUrl: values['state-change-url'] } : {}),
  });
  console.log('Every interaction of the pact verified.');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
