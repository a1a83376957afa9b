/** Types of `call(operationId, body?, options?)`, all derived from the generated `operations`. */
import type { OperationId } from '../operations.gen';
import type { components, operations } from '../schema';
import type { DecodedReturnData } from './jsonStringData';

type Envelope = components['schemas']['Envelope'];

/** JSON body of an operation's 200 response (never when it has none). */
type SuccessJson<Op extends OperationId> = operations[Op]['responses'] extends {
  200: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

/** Operations answering with the `{ success, returnMsg, returnData }` envelope: the ones `call` serves. */
export type EnvelopeOperationId = {
  [Op in OperationId]: [SuccessJson<Op>] extends [never] ? never : SuccessJson<Op> extends Envelope ? Op : never;
}[OperationId];

/** `data` of a successful call: the decoded shape for JSON-string operations, else `returnData` as declared. */
export type ReturnDataOf<Op extends EnvelopeOperationId> = Op extends keyof DecodedReturnData
  ? DecodedReturnData[Op]
  : SuccessJson<Op> extends { returnData?: infer Data }
    ? Exclude<Data, undefined>
    : never;

type RequestBodyObject<Op extends OperationId> = NonNullable<operations[Op]['requestBody']>;

/** Request body of an operation (its JSON schema); `undefined` for operations without one. */
export type RequestBodyOf<Op extends OperationId> = [RequestBodyObject<Op>] extends [never]
  ? undefined
  : RequestBodyObject<Op> extends { content: infer Content }
    ? Content[keyof Content]
    : undefined;

/** Query parameters of an operation. */
export type QueryOf<Op extends OperationId> = operations[Op]['parameters']['query'];

/** Request headers an operation declares (e.g. PersonOrderAdd's `Idempotency-Key`); `undefined` when it declares none. */
export type HeadersOf<Op extends OperationId> = operations[Op]['parameters']['header'];

/** Per-call options. */
export type CallOptions<Op extends OperationId> = {
  /** Send the body as `{ encryStr }` (transport encryption with RuntimeConfig.rsaPublicKey). */
  encrypt?: boolean;
  signal?: AbortSignal;
  /** The operation's declared request headers, sent as given (the 401 retry sends them again). */
  headers?: HeadersOf<Op>;
} & (undefined extends QueryOf<Op> ? { query?: QueryOf<Op> } : { query: QueryOf<Op> });

/** Arguments after the operationId: the body (required when the operation requires one) and options (required with a required query). */
export type CallArgs<Op extends OperationId> =
  undefined extends QueryOf<Op>
    ? undefined extends operations[Op]['requestBody']
      ? [body?: RequestBodyOf<Op>, options?: CallOptions<Op>]
      : [body: RequestBodyOf<Op>, options?: CallOptions<Op>]
    : [body: RequestBodyOf<Op> | undefined, options: CallOptions<Op>];
