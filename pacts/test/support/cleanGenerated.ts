/**
 * Global setup of the consumer project: Pact merges into an existing file, so this run starts from an empty output
 * folder; an interaction removed from the tests then disappears from the generated file instead of lingering.
 */
import { rmSync, mkdirSync } from 'node:fs';
import { GENERATED_DIR } from '../../src/paths';

export default function cleanGenerated(): void {
  rmSync(GENERATED_DIR, { recursive: true, force: true });
  mkdirSync(GENERATED_DIR, { recursive: true });
}
