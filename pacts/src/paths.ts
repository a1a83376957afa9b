/** Where the contract files live. */
import { fileURLToPath } from 'node:url';

/** Consumer and provider names of every Checkup pact. */
export const CONSUMER = 'checkup-app';
export const PROVIDER = 'checkup-api';

/** Pact's file name for the pair. */
export const PACT_FILE_NAME = `${CONSUMER}-${PROVIDER}.json`;

/** The committed pact files (what the backend teams verify). */
export const COMMITTED_PACT = fileURLToPath(new URL(`../pacts/${PACT_FILE_NAME}`, import.meta.url));

/** Where this run's consumer tests write (ignored by git); compared with the committed file by the drift check. */
export const GENERATED_DIR = fileURLToPath(new URL('../.generated/', import.meta.url));
export const GENERATED_PACT = fileURLToPath(new URL(`../.generated/${PACT_FILE_NAME}`, import.meta.url));

/** The contract every pact must agree with. */
export const OPENAPI_FILE = fileURLToPath(new URL('../../openapi.yaml', import.meta.url));
