import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** HTTP methods an OpenAPI path item may declare. */
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch'] as const;
type Method = (typeof METHODS)[number];

/** A JSON Schema object as written in openapi.yaml. */
export type JsonSchema = Record<string, unknown>;

/** One operation of openapi.yaml, reduced to what routing and validation need. */
export interface OperationSpec {
  operationId: string;
  method: Uppercase<Method>;
  /** Path as written in the document, e.g. `/api/OrderListApi/PersonOrderAdd`. */
  path: string;
  /** Media type and schema of the request body, when the operation takes one. */
  body?: { contentType: string; schema: JsonSchema; required: boolean };
  /** Query parameters as one object schema (all values arrive as strings). */
  query?: JsonSchema;
  /** Header parameters as one object schema, by their declared names (e.g. `Idempotency-Key`). */
  headers?: JsonSchema;
  /** Names of the header parameters as declared (none: empty). */
  headerNames: string[];
  /** Every security alternative needs the bearer service token. */
  tokenRequired: boolean;
  /** Every security alternative needs the `checkup_session` cookie. */
  sessionRequired: boolean;
}

/** The parsed contract. */
export interface ApiDocument {
  operations: OperationSpec[];
  /** `components` of the document: the target of every `#/components/...` reference. */
  components: Record<string, unknown>;
}

/** Location of the contract at the repository root. */
export const OPENAPI_FILE = fileURLToPath(new URL('../../../../openapi.yaml', import.meta.url));

/** Reads and parses openapi.yaml (the single source of truth) into its operations. */
export function loadApiDocument(file: string = OPENAPI_FILE): ApiDocument {
  const doc = parse(readFileSync(file, 'utf8')) as {
    paths?: Record<string, Record<string, unknown>>;
    components?: Record<string, unknown>;
  };
  const components = doc.components ?? {};
  const operations: OperationSpec[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    const shared = asArray(item.parameters);
    for (const method of METHODS) {
      const op = item[method] as Record<string, unknown> | undefined;
      if (!op) continue;
      const operationId = op.operationId;
      if (typeof operationId !== 'string')
        throw new Error(`openapi.yaml: ${method.toUpperCase()} ${path} has no operationId`);
      const security = securityAlternatives(op.security);
      const spec: OperationSpec = {
        operationId,
        method: method.toUpperCase() as Uppercase<Method>,
        path,
        tokenRequired: security.length > 0 && security.every((alt) => 'serviceToken' in alt),
        sessionRequired: security.length > 0 && security.every((alt) => 'session' in alt),
        headerNames: [],
      };
      const body = requestBody(resolveRef(op.requestBody, components));
      if (body) spec.body = body;
      const parameters = [...shared, ...asArray(op.parameters)].map((p) => resolveRef(p, components));
      const query = parametersSchema(parameters, 'query');
      if (query) spec.query = query;
      const headers = parametersSchema(parameters, 'header');
      if (headers) {
        spec.headers = headers;
        spec.headerNames = Object.keys(headers.properties as Record<string, unknown>);
      }
      operations.push(spec);
    }
  }
  return { operations, components };
}

function securityAlternatives(value: unknown): Array<Record<string, unknown>> {
  return asArray(value).filter(isObject);
}

function requestBody(value: unknown): OperationSpec['body'] {
  if (!isObject(value) || !isObject(value.content)) return undefined;
  const [contentType, media] = Object.entries(value.content)[0] ?? [];
  if (!contentType || !isObject(media) || !isObject(media.schema)) return undefined;
  return { contentType, schema: media.schema, required: value.required === true };
}

/** The parameters of one location (`query`, `header`) as one object schema keyed by their names, if there are any. */
function parametersSchema(parameters: unknown[], location: 'query' | 'header'): JsonSchema | undefined {
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  for (const p of parameters) {
    if (!isObject(p) || p.in !== location || typeof p.name !== 'string') continue;
    properties[p.name] = isObject(p.schema) ? p.schema : {};
    if (p.required === true) required.push(p.name);
  }
  if (Object.keys(properties).length === 0) return undefined;
  return { type: 'object', properties, required };
}

/** Follows a `#/components/...` reference of a parameter or request body (schemas are resolved by Ajv). */
function resolveRef(value: unknown, components: Record<string, unknown>): unknown {
  if (!isObject(value) || typeof value.$ref !== 'string') return value;
  const parts = value.$ref.replace(/^#\/components\//, '').split('/');
  let target: unknown = components;
  for (const part of parts) target = isObject(target) ? target[part] : undefined;
  return target;
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? (value as unknown[]) : [];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
