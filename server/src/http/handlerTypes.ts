import type { operations } from '@checkup/sdk/schema';
import type { FastifyReply } from 'fastify';
import type { OperationCall, OperationHandler } from './operationRoutes';

/** Every operationId of openapi.yaml. */
type OperationId = keyof operations;

type Content<T> = T extends { content: infer C } ? C[keyof C] : never;

/** The (decrypted, validated) request body of an operation. */
type BodyOf<K extends OperationId> = operations[K] extends { requestBody: infer B }
  ? Content<B>
  : operations[K] extends { requestBody?: infer B }
    ? Content<NonNullable<B>> | undefined
    : undefined;

/** The validated query of an operation. */
type QueryOf<K extends OperationId> = operations[K]['parameters'] extends { query?: infer Q }
  ? [NonNullable<Q>] extends [never]
    ? Record<string, never>
    : NonNullable<Q>
  : Record<string, never>;

/** The validated declared headers of an operation, by their names in openapi.yaml (each optional unless required). */
type HeadersOf<K extends OperationId> = operations[K]['parameters'] extends { header?: infer H }
  ? [NonNullable<H>] extends [never]
    ? Record<string, never>
    : NonNullable<H>
  : Record<string, never>;

/** The HTTP 200 body of an operation. */
type ResultOf<K extends OperationId> = operations[K]['responses'] extends { 200: infer R } ? Content<R> : never;

/** A handler typed from the contract. */
type TypedHandler<K extends OperationId> = (
  call: Omit<OperationCall, 'body' | 'query' | 'headers'> & {
    body: BodyOf<K>;
    query: QueryOf<K>;
    headers: HeadersOf<K>;
  },
) => Promise<ResultOf<K> | FastifyReply> | ResultOf<K> | FastifyReply;

/** One handler per operation of the contract: a missing one is a compile error (and a start-up error). */
export type HandlerMap = { [K in OperationId]: TypedHandler<K> };

/** A part of the handler map (one domain's handlers). */
export type PartialHandlerMap<K extends OperationId> = { [P in K]: TypedHandler<P> };

/**
 * Erases the per-operation types for the router: the router validated body, query and headers against the same contract
 * the types were generated from, so each handler receives what its type says.
 */
export function untyped(map: HandlerMap): Record<string, OperationHandler> {
  return map as unknown as Record<string, OperationHandler>;
}
