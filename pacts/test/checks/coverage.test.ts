/** Every operation of openapi.yaml has at least one interaction in the generated pact (equal to the committed one), every state has a template. */
import { expect, it } from 'vitest';
import { loadOpenApi } from '../../src/openapi';
import { generatedPact } from './generatedPact';
import { OPENAPI_FILE } from '../../src/paths';
import { stateKeyOf } from '../../src/states';

const api = loadOpenApi(OPENAPI_FILE);
const pact = generatedPact();

it('covers every operationId of openapi.yaml', () => {
  const covered = new Set(
    pact.interactions.map((interaction) => api.find(interaction.request.method, interaction.request.path)?.operationId),
  );
  const missing = api.operations
    .map((operation) => operation.operationId)
    .filter((operationId) => !covered.has(operationId));
  expect(missing, `operations without an interaction: ${missing.join(', ')}`).toEqual([]);
  expect(api.operations.length).toBeGreaterThan(0);
});

it('names every provider state after a template of src/states.ts', () => {
  const unknown = pact.interactions
    .flatMap((interaction) => interaction.providerStates ?? [])
    .filter((state) => stateKeyOf(state.name, state.params) === undefined)
    .map((state) => state.name);
  expect(unknown).toEqual([]);
});

it('gives every interaction a provider state', () => {
  expect(
    pact.interactions
      .filter((interaction) => !interaction.providerStates?.length)
      .map((interaction) => interaction.description),
  ).toEqual([]);
});
