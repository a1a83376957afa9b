/** The local bi-directional check: every interaction of the generated pact (equal to the committed one, see drift.test.ts) agrees with openapi.yaml. */
import { describe, expect, it } from 'vitest';
import { checkInteraction } from '../../src/contractCheck';
import { loadOpenApi } from '../../src/openapi';
import { generatedPact } from './generatedPact';
import { OPENAPI_FILE } from '../../src/paths';

const api = loadOpenApi(OPENAPI_FILE);
const pact = generatedPact();

describe('pact vs openapi.yaml', () => {
  it.each(pact.interactions.map((interaction) => [interaction.description, interaction] as const))(
    '%s',
    (_, interaction) => {
      expect(checkInteraction(api, interaction)).toEqual([]);
    },
  );
});
