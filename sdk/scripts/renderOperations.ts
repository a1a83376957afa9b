import { parse } from 'yaml';

/** Transport facts of one operation, as emitted into `src/operations.gen.ts`. */
export interface OperationFacts {
  readonly operationId: string;
  readonly method: string;
  readonly path: string;
  /** Media type of the request body, `null` when the operation takes none. */
  readonly contentType: string | null;
  /** Media type of the success (2xx) response, `null` when it has no body (e.g. a redirect). */
  readonly responseContentType: string | null;
  /** The visitor session cookie can authorise the call (required, or optional as for toWeChatOauth). */
  readonly hasSession: boolean;
  /** Every security alternative needs the bearer service token. */
  readonly hasServiceToken: boolean;
  /** What a `success: true` answer carries in `returnData` (see {@link successReturnData}). */
  readonly returnData: ReturnDataKind;
}

/**
 * `returnData` of an operation's success envelope: `null` when it declares none (a `MessageEnvelope`, or no envelope
 * at all); `'json'` when it declares a typed one; `'jsonText'` when that is JSON text of a schema
 * (`contentMediaType: application/json`).
 */
export type ReturnDataKind = 'json' | 'jsonText' | null;

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function objectAt(parent: Json, key: string): Json | undefined {
  const value = parent[key];
  return isObject(value) ? value : undefined;
}

function firstMediaType(holder: Json | undefined): string | null {
  const content = holder ? objectAt(holder, 'content') : undefined;
  return content ? (Object.keys(content)[0] ?? null) : null;
}

/** Resolves a local `#/components/...` reference (request bodies and responses may be refs). */
function resolve(document: Json, value: Json | undefined): Json | undefined {
  const ref = value?.$ref;
  if (typeof ref !== 'string') return value;
  let node: unknown = document;
  for (const segment of ref.replace(/^#\//, '').split('/')) {
    node = isObject(node) ? node[segment] : undefined;
  }
  return isObject(node) ? node : undefined;
}

/** The schemas a (resolved) schema combines with `allOf`, itself included, recursively. */
function allOfParts(document: Json, schema: Json | undefined): Json[] {
  const resolved = resolve(document, schema);
  if (!resolved) return [];
  const parts = Array.isArray(resolved.allOf) ? resolved.allOf.filter(isObject) : [];
  return [resolved, ...parts.flatMap((part) => allOfParts(document, part))];
}

/** Keywords that give a schema a type of its own (the generic Envelope's `returnData` has none: "typed per operation"). */
const TYPING_KEYWORDS = ['type', '$ref', 'const', 'enum', 'allOf', 'anyOf', 'oneOf'];

/**
 * What the success envelope declares for `returnData`. The contract's Envelope carries `returnData` "only when
 * `success` is true and the call returns data", so an operation whose envelope types `returnData` (or lists it as
 * required) answers every success with it, and one whose envelope does not (MessageEnvelope) answers without it.
 */
export function successReturnData(document: Json, successSchema: Json | undefined): ReturnDataKind {
  const parts = allOfParts(document, successSchema);
  const declared = parts.flatMap((part) => {
    const property = resolve(document, objectAt(objectAt(part, 'properties') ?? {}, 'returnData'));
    return property ? [property] : [];
  });
  if (declared.some((schema) => schema.contentMediaType === 'application/json')) return 'jsonText';
  const typed = declared.some((schema) => TYPING_KEYWORDS.some((keyword) => keyword in schema));
  const required = parts.some((part) => Array.isArray(part.required) && part.required.includes('returnData'));
  return typed || required ? 'json' : null;
}

function securityAlternatives(operation: Json, document: Json): string[][] {
  const security = operation.security ?? document.security ?? [];
  if (!Array.isArray(security)) throw new Error('security must be a list');
  return security.map((requirement) => (isObject(requirement) ? Object.keys(requirement) : []));
}

/** Reads every operation of an OpenAPI document, in document order. */
export function readOperations(openapiText: string): OperationFacts[] {
  const document: unknown = parse(openapiText);
  if (!isObject(document)) throw new Error('openapi.yaml is not a mapping');
  const paths = objectAt(document, 'paths') ?? {};
  const facts: OperationFacts[] = [];
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const method of HTTP_METHODS) {
      const operation = objectAt(item, method);
      if (!operation) continue;
      const operationId = operation.operationId;
      if (typeof operationId !== 'string') throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
      const responses = objectAt(operation, 'responses') ?? {};
      const successKey = Object.keys(responses).find((status) => status.startsWith('2'));
      const alternatives = securityAlternatives(operation, document);
      const success = successKey ? resolve(document, objectAt(responses, successKey)) : undefined;
      const successJson = objectAt(objectAt(objectAt(success ?? {}, 'content') ?? {}, 'application/json') ?? {}, 'schema');
      facts.push({
        operationId,
        method,
        path,
        contentType: firstMediaType(resolve(document, objectAt(operation, 'requestBody'))),
        responseContentType: firstMediaType(success),
        hasSession: alternatives.some((names) => names.includes('session')),
        hasServiceToken: alternatives.length > 0 && alternatives.every((names) => names.includes('serviceToken')),
        returnData: successReturnData(document, successJson),
      });
    }
  }
  return facts;
}

const q = (value: string | null): string => (value === null ? 'null' : `'${value}'`);

/** Renders `src/operations.gen.ts` from the text of openapi.yaml. */
export function renderOperations(openapiText: string): string {
  const entries = readOperations(openapiText).map(
    (op) =>
      `  ${op.operationId}: {\n` +
      `    method: '${op.method}',\n` +
      `    path: '${op.path}',\n` +
      `    contentType: ${q(op.contentType)},\n` +
      `    responseContentType: ${q(op.responseContentType)},\n` +
      `    hasSession: ${String(op.hasSession)},\n` +
      `    hasServiceToken: ${String(op.hasServiceToken)},\n` +
      `    returnData: ${q(op.returnData)},\n` +
      `  },\n`,
  );
  return (
    '// Generated from openapi.yaml by sdk/scripts/generateOperations.ts (`npm run generate -w @checkup/sdk`). Do not edit.\n\n' +
    '/** Transport facts of one operation of openapi.yaml. */\n' +
    'export interface OperationMeta {\n' +
    "  readonly method: 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';\n" +
    '  readonly path: string;\n' +
    '  /** Media type of the request body, `null` when the operation takes none. */\n' +
    '  readonly contentType: string | null;\n' +
    '  /** Media type of the success response body, `null` when it has none (a redirect). */\n' +
    '  readonly responseContentType: string | null;\n' +
    '  /** The visitor session cookie (`checkup_session`) authorises the call (required, or optional for toWeChatOauth). */\n' +
    '  readonly hasSession: boolean;\n' +
    '  /** The call needs the bearer service token from /connect/token. */\n' +
    '  readonly hasServiceToken: boolean;\n' +
    '  /**\n' +
    "   * What a `success: true` envelope carries in `returnData`: `null` when the operation declares none (MessageEnvelope,\n" +
    "   * or no envelope); `'json'` when it declares a typed one, which every success then carries (the Envelope has\n" +
    "   * returnData whenever success is true and the call returns data); `'jsonText'` when that is JSON text of a schema.\n" +
    '   */\n' +
    "  readonly returnData: 'json' | 'jsonText' | null;\n" +
    '}\n\n' +
    '/** Every operation of openapi.yaml by operationId. */\n' +
    'export const operationMeta = {\n' +
    entries.join('') +
    '} as const satisfies Record<string, OperationMeta>;\n\n' +
    '/** Name of an operation (its operationId in openapi.yaml). */\n' +
    'export type OperationId = keyof typeof operationMeta;\n'
  );
}
