/**
 * @checkup/sdk: the typed client of the Checkup API, its runtime configuration, typed errors and the types generated
 * from openapi.yaml. Business rules are in `@checkup/sdk/rules`, transport encryption in `@checkup/sdk/crypto`.
 */
export * from './client';
export * from './config';
export { operationMeta, type OperationId, type OperationMeta } from './operations.gen';
export type { components, operations, paths } from './schema';

import type { components, operations } from './schema';

/** Every named schema of openapi.yaml, e.g. `Schemas['Order']`. */
export type Schemas = components['schemas'];

/** Request body of an operation, e.g. `RequestBody<'PersonOrderAdd'>`. */
export type { RequestBodyOf as RequestBody } from './client';

/** Parameters of an operation (query, path, header, cookie). */
export type OperationParameters<Op extends keyof operations> = operations[Op]['parameters'];
