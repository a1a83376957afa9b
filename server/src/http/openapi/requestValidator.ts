import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { IncomingHttpHeaders } from 'node:http';
import type { ApiDocument, JsonSchema, OperationSpec } from './document';

// ajv-formats is CommonJS with a default export; under ESM interop the callable may sit on `.default`.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (
  ajv: Ajv2020,
) => Ajv2020;

const DOCUMENT_ID = 'openapi.json';

/** Outcome of validating one request part. */
type ValidationResult = { ok: true } | { ok: false; message: string };

/** Compiled validators of one operation. */
export interface OperationValidator {
  body?: (value: unknown) => ValidationResult;
  query?: (value: unknown) => ValidationResult;
  /** The declared headers of a request, by their declared names (see {@link declaredHeaders}). */
  headers?: (value: Record<string, unknown>) => ValidationResult;
}

/**
 * The headers an operation declares, taken from Node's request headers (names in lower case) and keyed by their names
 * as openapi.yaml writes them (`Idempotency-Key`); absent ones are left out, undeclared ones are not looked at.
 */
export function declaredHeaders(headers: IncomingHttpHeaders, names: readonly string[]): Record<string, unknown> {
  const declared: Record<string, unknown> = {};
  for (const name of names) {
    const value = headers[name.toLowerCase()];
    if (value !== undefined) declared[name] = value;
  }
  return declared;
}

/**
 * Compiles every operation's request body and query schema from the contract with Ajv (JSON Schema 2020-12, the
 * dialect of OpenAPI 3.1). `#/components/...` references resolve into the document's components.
 */
export function compileRequestValidators(doc: ApiDocument): Map<string, OperationValidator> {
  const bodyAjv = makeAjv(false);
  const queryAjv = makeAjv(true); // query values arrive as strings: coerce them to the declared types
  const validators = new Map<string, OperationValidator>();
  for (const op of doc.operations) {
    validators.set(op.operationId, compileOperation(op, bodyAjv, queryAjv));
  }
  return validators;

  function makeAjv(coerceTypes: boolean): Ajv2020 {
    const ajv = new Ajv2020({
      strict: false,
      allErrors: false,
      coerceTypes,
      validateFormats: true,
      multipleOfPrecision: 6,
    });
    addFormats(ajv);
    ajv.addSchema({ $id: DOCUMENT_ID, components: doc.components });
    return ajv;
  }
}

function compileOperation(op: OperationSpec, bodyAjv: Ajv2020, queryAjv: Ajv2020): OperationValidator {
  const result: OperationValidator = {};
  if (op.body) {
    const validate = bodyAjv.compile(pointRefsAtDocument(op.body.schema));
    const required = op.body.required;
    result.body = (value) => {
      if (value === undefined || value === null)
        return required ? { ok: false, message: '请求参数错误：缺少请求体' } : { ok: true };
      return check(validate, value);
    };
  }
  if (op.query) {
    const validate = queryAjv.compile(pointRefsAtDocument(op.query));
    result.query = (value) => check(validate, value ?? {});
  }
  if (op.headers) {
    // Strings as sent (no coercion), under their declared names, so a message names the header as documented.
    const validate = bodyAjv.compile(pointRefsAtDocument(op.headers));
    result.headers = (value) => check(validate, value);
  }
  return result;
}

function check(validate: ValidateFunction, value: unknown): ValidationResult {
  if (validate(value)) return { ok: true };
  return { ok: false, message: describeError(validate.errors?.[0]) };
}

/** Rewrites local references (`#/components/...`) to the registered document so Ajv can resolve them. */
function pointRefsAtDocument(schema: JsonSchema): JsonSchema {
  return JSON.parse(JSON.stringify(schema), (key, value: unknown) =>
    key === '$ref' && typeof value === 'string' && value.startsWith('#/') ? `${DOCUMENT_ID}${value}` : value,
  ) as JsonSchema;
}

const TYPE_NAMES: Record<string, string> = {
  string: '字符串',
  number: '数字',
  integer: '整数',
  boolean: '布尔值',
  object: '对象',
  array: '数组',
  null: '空值',
};

/** A clear Chinese message naming the field an Ajv error is about. */
function describeError(error: ErrorObject | undefined): string {
  const prefix = '请求参数错误：';
  if (!error) return `${prefix}请求内容不合法`;
  const field = fieldName(error.instancePath);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `${prefix}缺少字段 ${joinField(field, String(params.missingProperty))}`;
    case 'additionalProperties':
      return `${prefix}不允许的字段 ${joinField(field, String(params.additionalProperty))}`;
    case 'unevaluatedProperties':
      return `${prefix}不允许的字段 ${joinField(field, String(params.unevaluatedProperty))}`;
    case 'type': {
      const types = String(params.type)
        .split(',')
        .map((t) => TYPE_NAMES[t] ?? t)
        .join('或');
      return `${prefix}字段 ${field || '请求体'} 应为${types}`;
    }
    case 'enum':
    case 'const':
      return `${prefix}字段 ${field} 的取值不在允许范围内`;
    case 'minLength':
      return `${prefix}字段 ${field} 长度不能少于 ${String(params.limit)} 个字符`;
    case 'maxLength':
      return `${prefix}字段 ${field} 长度不能超过 ${String(params.limit)} 个字符`;
    case 'minimum':
    case 'exclusiveMinimum':
    case 'maximum':
    case 'exclusiveMaximum':
      return `${prefix}字段 ${field} 应${String(params.comparison)} ${String(params.limit)}`;
    case 'minItems':
      return `${prefix}字段 ${field} 至少需要 ${String(params.limit)} 项`;
    case 'maxItems':
      return `${prefix}字段 ${field} 最多允许 ${String(params.limit)} 项`;
    case 'pattern':
    case 'format':
      return `${prefix}字段 ${field} 格式不正确`;
    default:
      return `${prefix}字段 ${field || '请求体'} 不合法`;
  }
}

function fieldName(instancePath: string): string {
  return instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^\d+$/.test(part) ? `[${part}]` : part))
    .join('.')
    .replace(/\.\[/g, '[');
}

function joinField(parent: string, child: string): string {
  return parent ? `${parent}.${child}` : child;
}
