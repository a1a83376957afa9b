/**
 * openapi.yaml as data for the checks: its operations, and validators for their request and response bodies compiled
 * with Ajv (JSON Schema 2020-12, the dialect of OpenAPI 3.1) straight from the YAML — no hand-copied schema.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import type { DataValidateFunction } from 'ajv/dist/types';

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

type Json = Record<string, unknown>;

interface ApiParameter {
  name: string;
  in: 'query' | 'header' | 'path' | 'cookie';
  required: boolean;
  schema: Json;
}

/** One operation with JSON pointers to its schemas (media type → pointer). */
export interface ApiOperation {
  operationId: string;
  /** Upper-case HTTP method. */
  method: string;
  path: string;
  parameters: ApiParameter[];
  requestBody: { required: boolean; content: Record<string, string> } | null;
  /** Status code (or 'default') → media type → schema pointer; a response without content maps to {}. */
  responses: Record<string, Record<string, string>>;
  /** Security alternatives, each a list of scheme names ([] = open). */
  security: string[][];
}

export interface OpenApiContract {
  operations: ApiOperation[];
  /** The operation for a request line, or undefined. */
  find(method: string, path: string): ApiOperation | undefined;
  /** Validator for the schema at a JSON pointer of the document (cached). */
  validator(pointer: string): ValidateFunction;
}

const DOCUMENT_ID = 'checkup-openapi';

function escapePointer(segment: string): string {
  return segment.replaceAll('~', '~0').replaceAll('/', '~1');
}

function resolveRef<T>(document: Json, value: T): T {
  const ref = (value as { $ref?: unknown } | undefined)?.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return value;
  const target = ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, segment) => (node as Json)[segment.replaceAll('~1', '/').replaceAll('~0', '~')], document);
  return resolveRef(document, target as T);
}

/** Pointer of a media type's schema, following a $ref'd response/requestBody to where the schema really is. */
function contentPointers(document: Json, base: string, node: unknown): Record<string, string> {
  const ref = (node as { $ref?: unknown }).$ref;
  const location = typeof ref === 'string' ? ref.slice(1) : base;
  const resolved = resolveRef(document, node) as { content?: Record<string, unknown> };
  return Object.fromEntries(
    Object.keys(resolved.content ?? {}).map((mediaType) => [
      mediaType,
      `${location}/content/${escapePointer(mediaType)}/schema`,
    ]),
  );
}

/**
 * Ajv 2020 treats `contentSchema` as an annotation. Here it is enforced for `contentMediaType: application/json`
 * strings (returnData of GetQuestionData, TeamLogin and GetReportDetail; choose_comb_code): the text must parse and
 * its value must validate against the referenced schema.
 */
function addJsonStringKeyword(ajv: Ajv2020): void {
  ajv.removeKeyword('contentSchema');
  ajv.addKeyword({
    keyword: 'contentSchema',
    errors: true,
    compile(schema: { $ref?: unknown }) {
      if (typeof schema.$ref !== 'string') throw new Error('contentSchema must be a $ref in openapi.yaml');
      const ref = `${DOCUMENT_ID}${schema.$ref}`;
      const check: DataValidateFunction = (data: unknown): boolean => {
        // '' means "none" for choose_comb_code; other strings must hold the decoded shape.
        if (typeof data !== 'string' || data === '') return true;
        let decoded: unknown;
        try {
          decoded = JSON.parse(data);
        } catch {
          check.errors = [{ keyword: 'contentSchema', schemaPath: ref, params: {}, message: 'is not JSON text' }];
          return false;
        }
        const inner = (ajv.getSchema(ref) ?? ajv.compile({ $ref: ref })) as ValidateFunction;
        const ok = inner(decoded) === true;
        check.errors = ok
          ? undefined
          : (inner.errors ?? []).map((error) => ({ ...error, message: `(decoded JSON text) ${error.message ?? ''}` }));
        return ok;
      };
      return check;
    },
  });
}

/** Loads openapi.yaml and compiles validators on demand. */
export function loadOpenApi(file: string): OpenApiContract {
  const document = parse(readFileSync(file, 'utf8')) as Json;
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addJsonStringKeyword(ajv);
  ajv.addSchema(document, DOCUMENT_ID);

  const operations: ApiOperation[] = [];
  const globalSecurity = (document.security as Json[] | undefined) ?? [];
  for (const [path, item] of Object.entries(document.paths as Record<string, Json>)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method] as Json | undefined;
      if (!operation) continue;
      const base = `/paths/${escapePointer(path)}/${method}`;
      const parameters = [
        ...((item.parameters as unknown[]) ?? []),
        ...((operation.parameters as unknown[]) ?? []),
      ].map((parameter) => resolveRef(document, parameter) as ApiParameter);
      const requestBody = operation.requestBody as Json | undefined;
      const responses = Object.fromEntries(
        Object.entries(operation.responses as Record<string, unknown>).map(([status, response]) => [
          status,
          contentPointers(document, `${base}/responses/${escapePointer(status)}`, response),
        ]),
      );
      operations.push({
        operationId: String(operation.operationId),
        method: method.toUpperCase(),
        path,
        parameters: parameters.map((parameter) => ({ ...parameter, required: parameter.required === true })),
        requestBody: requestBody
          ? {
              required: (resolveRef(document, requestBody) as { required?: boolean }).required === true,
              content: contentPointers(document, `${base}/requestBody`, requestBody),
            }
          : null,
        responses,
        security: ((operation.security as Json[] | undefined) ?? globalSecurity).map((alternative) =>
          Object.keys(alternative),
        ),
      });
    }
  }

  const validators = new Map<string, ValidateFunction>();
  return {
    operations,
    find: (method, path) =>
      operations.find((operation) => operation.method === method.toUpperCase() && operation.path === path),
    validator: (pointer) => {
      let validate = validators.get(pointer);
      if (!validate) {
        validate = ajv.compile({ $ref: `${DOCUMENT_ID}#${pointer}` });
        validators.set(pointer, validate);
      }
      return validate;
    },
  };
}

/** Ajv errors as short lines. */
export function describeErrors(validate: ValidateFunction): string {
  return (validate.errors ?? [])
    .map((error) => `${error.instancePath || '(root)'} ${error.message ?? ''}`.trim())
    .join('; ');
}
