/**
 * The committed pact file is exactly what the consumer tests generate. After changing a consumer test, update it with
 * `npx vitest run --project pacts && npx vitest run --project pacts-checks -u` and commit pacts/pacts/; CI (no -u) fails when the two differ.
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { COMMITTED_PACT, GENERATED_PACT } from '../../src/paths';
import { generatedPact } from './generatedPact';

it('the committed pact file equals the one this run generated', async () => {
  generatedPact();
  await expect(readFileSync(GENERATED_PACT, 'utf8')).toMatchFileSnapshot(COMMITTED_PACT);
});
