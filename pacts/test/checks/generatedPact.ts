/** This run's generated pact, read once by the checks (the consumer project wrote it before this project started). */
import { existsSync } from 'node:fs';
import { GENERATED_PACT } from '../../src/paths';
import { readPact, type PactDocument } from '../../src/pactFile';

/** The generated pact; throws with the way out when the consumer tests did not run first. */
export function generatedPact(): PactDocument {
  if (!existsSync(GENERATED_PACT)) {
    throw new Error(
      `${GENERATED_PACT} is missing: run the consumer tests first (npx vitest run --project pacts, then --project pacts-checks)`,
    );
  }
  return readPact(GENERATED_PACT);
}
