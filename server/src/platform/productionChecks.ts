import type { ServerConfig } from './config';

/** The sandbox merchant's app id (config.ts default): a real merchant has its own. */
const SANDBOX_PAY_APP_ID = 'wx-checkup-sandbox';
/** Shortest secret accepted in production: 32 characters, about 192 bits when random base64. */
const MIN_SECRET_LENGTH = 32;

/**
 * Why this configuration must not serve real users (`NODE_ENV=production`), one line each; empty when it may. The
 * demo's defaults are fine on one machine but not in production: secrets generated into the database travel with
 * every copy of it, the sandbox merchant is not a merchant, and the default verification code lets anyone in.
 */
export function productionProblems(config: ServerConfig): string[] {
  if (!config.production) return [];
  const problems: string[] = [];
  if ((config.tokenSecret ?? '').length < MIN_SECRET_LENGTH)
    problems.push(`CHECKUP_TOKEN_SECRET must be set to a random secret of at least ${MIN_SECRET_LENGTH} characters`);
  if ((config.pay.signKey ?? '').length < MIN_SECRET_LENGTH)
    problems.push(
      `CHECKUP_PAY_SIGN_KEY must be set to the merchant's signing key (at least ${MIN_SECRET_LENGTH} characters)`,
    );
  if (config.pay.appId === SANDBOX_PAY_APP_ID)
    problems.push('CHECKUP_PAY_APP_ID must be the merchant app id, not the sandbox one');
  if (!config.runtime.verifyCodeEnabled)
    problems.push(
      'CHECKUP_VERIFY_CODE_ENABLED=0 accepts the default code for every phone: send real codes in production',
    );
  if (config.sandboxClock)
    problems.push('CHECKUP_SANDBOX_CLOCK=1 lets anyone move the server clock: never in production');
  for (const client of config.confidentialClients) {
    if (client.secret.length < MIN_SECRET_LENGTH)
      problems.push(`CHECKUP_CLIENT_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
  }
  return problems;
}
