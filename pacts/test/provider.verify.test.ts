/**
 * Provider verification: the committed pact against the reference server (server/ on an in-memory PGlite database),
 * with a state handler per provider-state template and a request filter that swaps the recorded example credentials
 * for real ones (a fresh service token, the state's session cookie, a PDF code the server can decrypt).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Selectable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogTables } from '@checkup/server/testing';
import { readPact, type PactHttpInteraction } from '../src/pactFile';
import { COMMITTED_PACT, PACT_FILE_NAME } from '../src/paths';
import { stateKeyOf, type StateParams } from '../src/states';
import { restoreFormBody, verifyPacts, type ProxiedRequest } from '../src/verify';
import { REDIRECT_INTERACTIONS } from './provider/exclusions';
import { loadContractData } from './provider/contractData';
import { startProviderApp, type ProviderApp } from './provider/providerApp';
import { STATE_HANDLERS, endOutage, freshToken, restoreSmsGateway, type StateContext } from './provider/states';

const VISITOR_OPENID = 'oXk3a5Jt8qW2nYcD0sL9vPzR1mEo';

let provider: ProviderApp;
let context: StateContext;
let staffPackages: {
  packages: Selectable<CatalogTables['packages']>[];
  items: Selectable<CatalogTables['package_items']>[];
};
/** Set by the request filter; the next state setup then starts a new interaction from the baseline. */
let requestSeen = true;

async function signIn(openid: string): Promise<string> {
  const response = await provider.app.inject({
    method: 'GET',
    url: `/sandbox/oauth?decision=allow&openid=${encodeURIComponent(openid)}&type=OAuthCallback&repage=/`,
  });
  const cookies = [response.headers['set-cookie'] ?? []].flat();
  const session = cookies.find((cookie) => cookie.startsWith('checkup_session='));
  if (!session) throw new Error(`sandbox sign-in gave no session (HTTP ${response.statusCode})`);
  return session.split(';')[0] ?? '';
}

/** Everything an earlier interaction may have changed goes back to the baseline before the next one. */
async function resetBaseline(): Promise<void> {
  provider.use('default');
  provider.faults.clear();
  provider.clock.setOffsetMs(0);
  const { db } = provider;
  await restoreSmsGateway(db);
  for (const table of [
    'refunds',
    'payments',
    'pay_records',
    'orders',
    'verify_codes',
    'sms_outbox',
    'report_grants',
  ] as const)
    await db.deleteFrom(table).execute();
  await db.updateTable('items').set({ on_site_only: false }).where('comb_code', '=', '9907').execute();
  for (const row of staffPackages.packages)
    await db
      .insertInto('packages')
      .values(row)
      .onConflict((oc) => oc.column('clus_code').doNothing())
      .execute();
  for (const row of staffPackages.items)
    await db
      .insertInto('package_items')
      .values(row)
      .onConflict((oc) => oc.doNothing())
      .execute();
  await loadContractData(db);
  context.plan = { token: 'fresh', cookie: await signIn(VISITOR_OPENID) };
}

const requestFilter = (req: ProxiedRequest, _res: unknown, next: (error?: unknown) => void): void => {
  if (req.path.startsWith('/_pact')) return next();
  requestSeen = true;
  const { plan } = context;
  restoreFormBody(req);
  const finish = async () => {
    if (req.headers.authorization && plan.token === 'fresh')
      req.headers.authorization = `Bearer ${await freshToken(provider)}`;
    if (req.headers.cookie !== undefined) {
      if (plan.cookie === null) delete req.headers.cookie;
      else req.headers.cookie = plan.cookie;
    }
    if (req.path === '/home/pdf' && plan.pdfCode !== undefined)
      req.url = `/home/pdf?code=${encodeURIComponent(plan.pdfCode)}`;
  };
  finish().then(() => next(), next);
};

const pact = readPact(COMMITTED_PACT);
const excluded = (interaction: PactHttpInteraction): string | undefined =>
  REDIRECT_INTERACTIONS[interaction.description];
const verified = pact.interactions.filter((interaction) => excluded(interaction) === undefined);
const stateNames = new Map(
  verified.flatMap((interaction) => interaction.providerStates ?? []).map((state) => [state.name, state.params ?? {}]),
);

describe('provider verification against the reference server', () => {
  let pactDir: string;

  beforeAll(async () => {
    provider = await startProviderApp();
    context = { provider, plan: { token: 'fresh', cookie: null }, signIn };
    staffPackages = {
      packages: await provider.db.selectFrom('packages').selectAll().where('clus_type', '=', 1).execute(),
      items: await provider.db
        .selectFrom('package_items')
        .selectAll()
        .where('clus_code', 'in', provider.db.selectFrom('packages').select('clus_code').where('clus_type', '=', 1))
        .execute(),
    };
    pactDir = mkdtempSync(join(tmpdir(), 'checkup-pact-'));
    writeFileSync(join(pactDir, PACT_FILE_NAME), JSON.stringify({ ...pact, interactions: verified }));
  });
  afterAll(async () => {
    await provider?.close();
    rmSync(pactDir, { recursive: true, force: true });
  });

  it('has a handler for every provider state it verifies', () => {
    const missing = [...stateNames].filter(([name, params]) => {
      const key = stateKeyOf(name, params);
      return key === undefined || STATE_HANDLERS[key] === undefined;
    });
    expect(missing.map(([name]) => name)).toEqual([]);
  });

  it('verifies every interaction except the listed exclusions', async () => {
    const stateHandlers = Object.fromEntries(
      [...stateNames.keys()].map((name) => [
        name,
        {
          setup: async (params?: unknown) => {
            if (requestSeen) {
              requestSeen = false;
              await resetBaseline();
            }
            const values = (params ?? {}) as StateParams;
            const key = stateKeyOf(name, values);
            const handler = key && STATE_HANDLERS[key];
            if (!handler) throw new Error(`no handler for provider state "${name}"`);
            return (await handler(values, context)) ?? undefined;
          },
          teardown: (params?: unknown) => {
            const key = stateKeyOf(name, (params ?? {}) as StateParams);
            if (key) endOutage(key, context);
            return Promise.resolve(undefined);
          },
        },
      ]),
    );
    await expect(
      verifyPacts({
        providerBaseUrl: provider.baseUrl,
        pactUrls: [join(pactDir, PACT_FILE_NAME)],
        stateHandlers,
        requestFilter,
      }),
    ).resolves.toBeDefined();
  });

  // Pact's verifier follows redirects, so these are checked here without following them.
  describe('redirects, checked without following them', () => {
    for (const interaction of pact.interactions.filter((candidate) => excluded(candidate) !== undefined)) {
      it(interaction.description, async () => {
        expect(await redirectMismatches(interaction)).toEqual([]);
      });
    }
  });
});

/**
 * Checks one redirect interaction as the verifier would, minus the following: the states set up by the same handlers,
 * the recorded request sent with `redirect: 'manual'`, the status and every recorded header compared by the pact's
 * matching rule (regex) or by equality. Only what redirects use is supported (no request or response body, regex
 * header rules); anything else is reported as a mismatch, never passed unchecked.
 */
async function redirectMismatches(interaction: PactHttpInteraction): Promise<string[]> {
  requestSeen = true;
  await resetBaseline();
  for (const state of interaction.providerStates ?? []) {
    const params = (state.params ?? {}) as StateParams;
    const key = stateKeyOf(state.name, params);
    const handler = key && STATE_HANDLERS[key];
    if (!handler) return [`no handler for provider state "${state.name}"`];
    await handler(params, context);
  }
  const { request, response } = interaction;
  if (request.body !== undefined || response.body !== undefined)
    return ['bodies are not supported by the redirect check'];
  const url = new URL(request.path, provider.baseUrl);
  for (const [name, values] of Object.entries(request.query ?? {}))
    for (const value of values) url.searchParams.append(name, value);
  const headers = Object.fromEntries(
    Object.entries(request.headers ?? {}).map(([name, values]) => [name, values.join(', ')]),
  );
  const answer = await fetch(url, { method: request.method, headers, redirect: 'manual' });
  const mismatches: string[] = [];
  if (answer.status !== response.status) mismatches.push(`status ${answer.status}, expected ${response.status}`);
  for (const [name, expectedValues] of Object.entries(response.headers ?? {})) {
    const actualValues =
      name.toLowerCase() === 'set-cookie'
        ? answer.headers.getSetCookie()
        : [answer.headers.get(name)].filter((v): v is string => v !== null);
    const rule = response.matchingRules?.header?.[name];
    for (const expected of expectedValues) {
      const fits = (actual: string) =>
        rule
          ? rule.matchers.every(
              (matcher) =>
                matcher.match === 'regex' && matcher.regex !== undefined && new RegExp(matcher.regex).test(actual),
            )
          : actual === expected;
      if (!actualValues.some(fits))
        mismatches.push(
          `header ${name}: ${JSON.stringify(actualValues)} does not match ${rule ? JSON.stringify(rule.matchers) : JSON.stringify(expected)}`,
        );
    }
  }
  return mismatches;
}
