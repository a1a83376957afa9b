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
type ReturnDataKind = 'json' | 'jsonText' | null;

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

/** The target of a local `#/...` reference; one that does not resolve throws (a typo is not "no returnData"). */
function target(document: Json, ref: string): Json {
  if (!ref.startsWith('#/')) throw new Error(`${ref}: only local references (#/...) are read`);
  let node: unknown = document;
  for (const segment of ref.slice(2).split('/')) {
    node = isObject(node) ? node[segment] : undefined;
  }
  if (!isObject(node)) throw new Error(`${ref} does not resolve`);
  return node;
}

/** A request body or response that may be a reference (whose other keywords are only summary and description). */
function resolve(document: Json, value: Json | undefined): Json | undefined {
  return typeof value?.$ref === 'string' ? target(document, value.$ref) : value;
}

/**
 * A schema and every schema it is made of through `allOf` and `$ref`, recursively. A `$ref` with keywords of its own
 * (OpenAPI 3.1) is both, as an `allOf` of the two would be.
 */
function allOfParts(document: Json, schema: Json): Json[] {
  const referenced = typeof schema.$ref === 'string' ? [target(document, schema.$ref)] : [];
  const parts = Array.isArray(schema.allOf) ? schema.allOf.filter(isObject) : [];
  return [schema, ...[...referenced, ...parts].flatMap((part) => allOfParts(document, part))];
}

/** The schemas of `parts`' alternatives (`oneOf`, `anyOf`), each with its own parts and alternatives, recursively. */
function alternativeParts(document: Json, parts: Json[]): Json[] {
  return parts.flatMap((part) =>
    [part.oneOf, part.anyOf]
      .flatMap((list) => (Array.isArray(list) ? list.filter(isObject) : []))
      .flatMap((alternative) => {
        const own = allOfParts(document, alternative);
        return [...own, ...alternativeParts(document, own)];
      }),
  );
}

/** Keywords that give a schema a type of its own (the generic Envelope's `returnData` has none: "typed per operation"). */
const TYPING_KEYWORDS = ['type', '$ref', 'const', 'enum', 'allOf', 'anyOf', 'oneOf'];

/** The schema admits null in so many words (`type: [x, 'null']`, OpenAPI 3.0's `nullable`, a null enum value). */
function admitsNull(schema: Json): boolean {
  const types: unknown[] = Array.isArray(schema.type) ? schema.type : [schema.type];
  return (
    types.includes('null') || schema.nullable === true || (Array.isArray(schema.enum) && schema.enum.includes(null))
  );
}

/**
 * What the success envelope declares for `returnData`. The contract's Envelope carries `returnData` "only when
 * `success` is true and the call returns data", so an operation whose envelope types `returnData` (or lists it as
 * required) answers every success with it, and one whose envelope does not (MessageEnvelope) answers without it.
 * Throws for what this reading cannot tell apart: envelope alternatives, a returnData that may be null (the client takes
 * null for missing data), JSON text in only some alternatives, a contentMediaType other than application/json.
 */
function successReturnData(document: Json, successSchema: Json | undefined): ReturnDataKind {
  const parts = successSchema ? allOfParts(document, successSchema) : [];
  if (alternativeParts(document, parts).length > 0) {
    throw new Error('the success envelope has alternatives (oneOf/anyOf): only allOf and $ref are read');
  }
  const declared = parts.flatMap((part) => {
    const property = objectAt(objectAt(part, 'properties') ?? {}, 'returnData');
    return property ? allOfParts(document, property) : [];
  });
  const alternatives = alternativeParts(document, declared);
  if ([...declared, ...alternatives].some(admitsNull))
    throw new Error('returnData may be null, which the client reads as no data');
  if (alternatives.some((schema) => 'contentMediaType' in schema))
    throw new Error('returnData is JSON text in only some of its alternatives');
  const mediaTypes = new Set(
    declared.flatMap((schema) => ('contentMediaType' in schema ? [String(schema.contentMediaType)] : [])),
  );
  for (const mediaType of mediaTypes) {
    if (mediaType !== 'application/json')
      throw new Error(`returnData's contentMediaType ${mediaType} is not read (only application/json)`);
  }
  if (mediaTypes.size > 0) return 'jsonText';
  const typed = declared.some((schema) => TYPING_KEYWORDS.some((keyword) => keyword in schema));
  const required = parts.some((part) => Array.isArray(part.required) && part.required.includes('returnData'));
  return typed || required ? 'json' : null;
}

function securityAlternatives(operation: Json, document: Json): string[][] {
  const security = operation.security ?? document.security ?? [];
  if (!Array.isArray(security)) throw new Error('security must be a list');
  return security.map((requirement) => (isObject(requirement) ? Object.keys(requirement) : []));
}

function readOperation(
  document: Json,
  operation: Json,
  operationId: string,
  method: string,
  path: string,
): OperationFacts {
  const responses = objectAt(operation, 'responses') ?? {};
  const successKeys = Object.keys(responses).filter((status) => status.startsWith('2'));
  // The client reads every 2xx alike, and the call's types take the 200 answer's.
  if (successKeys.length > 1)
    throw new Error(`${successKeys.length} success responses (${successKeys.join(', ')}): one is read`);
  const alternatives = securityAlternatives(operation, document);
  const success = successKeys[0] === undefined ? undefined : resolve(document, objectAt(responses, successKeys[0]));
  const successJson = objectAt(objectAt(objectAt(success ?? {}, 'content') ?? {}, 'application/json') ?? {}, 'schema');
  return {
    operationId,
    method,
    path,
    contentType: firstMediaType(resolve(document, objectAt(operation, 'requestBody'))),
    responseContentType: firstMediaType(success),
    hasSession: alternatives.some((names) => names.includes('session')),
    hasServiceToken: alternatives.length > 0 && alternatives.every((names) => names.includes('serviceToken')),
    returnData: successReturnData(document, successJson),
  };
}

/** Reads every operation of an OpenAPI document, in document order; throws, naming the operation, on what it cannot read. */
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
      try {
        facts.push(readOperation(document, operation, operationId, method, path));
      } catch (error) {
        throw new Error(`${operationId}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
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
    '   * What a `success: true` envelope carries in `returnData`: `null` when the operation declares none (MessageEnvelope,\n' +
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
