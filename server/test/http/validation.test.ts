import { readFileSync } from 'node:fs';
import type { LightMyRequestResponse } from 'fastify';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_FILE } from '../../src/http/openapi/document';
import { testApp } from './harness';

type Json = Record<string, unknown>;
interface Doc {
  paths: Record<string, Record<string, Json>>;
  components: { schemas: Record<string, Json>; requestBodies?: Record<string, Json> };
}

const doc = parse(readFileSync(OPENAPI_FILE, 'utf8')) as Doc;

function deref(value: unknown): Json {
  let v = value as Json;
  while (typeof v?.$ref === 'string') {
    const path = v.$ref.replace(/^#\//, '').split('/');
    v = path.reduce<unknown>((node, key) => (node as Json)[key], doc) as Json;
  }
  return v;
}

/** Required fields and property schemas of an object schema (following $ref and allOf). */
function shape(schema: unknown): { required: string[]; properties: Record<string, Json> } {
  const s = deref(schema);
  const parts = Array.isArray(s.allOf) ? (s.allOf as unknown[]).map(shape) : [];
  return {
    required: [...((s.required as string[] | undefined) ?? []), ...parts.flatMap((p) => p.required)],
    properties: Object.assign(
      {},
      ...parts.map((p) => p.properties),
      (s.properties as Record<string, Json> | undefined) ?? {},
    ) as Record<string, Json>,
  };
}

/** A value of a type the property does not allow. */
function wrongValue(property: Json): unknown {
  const p = deref(property);
  const type = p.type ?? (Array.isArray(p.allOf) ? deref((p.allOf as unknown[])[0]).type : undefined);
  if (type === 'string' || p.enum) return { not: 'a string' };
  if (type === 'number' || type === 'integer') return 'not-a-number';
  if (type === 'boolean') return 'not-a-boolean';
  if (type === 'array') return 'not-an-array';
  return 12345;
}

function message(res: LightMyRequestResponse): string {
  const body = res.json<{ returnMsg?: string; error_description?: string; error?: { message?: string } }>();
  return body.returnMsg ?? body.error_description ?? body.error?.message ?? '';
}

interface Operation {
  id: string;
  method: string;
  path: string;
  op: Json;
}

const operations: Operation[] = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => ['get', 'post', 'put', 'delete', 'patch'].includes(method))
    .map(([method, op]) => ({ id: op.operationId as string, method: method.toUpperCase(), path, op })),
);

describe('every operation of openapi.yaml refuses invalid requests with 400 and a clear message', () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  let token: string;
  beforeAll(async () => {
    t = await testApp();
    token = await t.token();
  });
  afterAll(async () => t.close());

  function send(
    operation: Operation,
    init: { payload?: string; contentType?: string; query?: string; headers?: Record<string, string> },
  ) {
    return t.app.inject({
      method: operation.method as 'GET' | 'POST',
      url: `${operation.path}${init.query ? `?${init.query}` : ''}`,
      headers: {
        authorization: `Bearer ${token}`,
        ...(init.contentType ? { 'content-type': init.contentType } : {}),
        ...init.headers,
      },
      ...(init.payload !== undefined ? { payload: init.payload } : {}),
    });
  }

  it('covers all operations of the contract', () => {
    expect(operations.length).toBeGreaterThanOrEqual(40);
  });

  for (const operation of operations) {
    const body = operation.op.requestBody ? deref(operation.op.requestBody) : undefined;
    const [contentType, media] = body
      ? (Object.entries(body.content as Json)[0] as [string, Json])
      : [undefined, undefined];
    const parameters = ((operation.op.parameters as Json[] | undefined) ?? []).map(deref);
    const queryParams = parameters.filter((p) => p.in === 'query');
    const headerParams = parameters.filter((p) => p.in === 'header');

    const example = (Object.values((media?.examples as Record<string, Json> | undefined) ?? {})[0]?.value ??
      {}) as Json;

    if (media && contentType) {
      const { required, properties } = shape(media.schema);
      const isForm = contentType === 'application/x-www-form-urlencoded';
      const encode = (value: unknown) =>
        isForm ? new URLSearchParams(value as Record<string, string>).toString() : JSON.stringify(value);

      it(`${operation.id}: malformed JSON → 400`, async () => {
        const res = await send(operation, { payload: '{"broken": ', contentType: 'application/json' });
        expect(res.statusCode).toBe(400);
        expect(message(res)).toContain('JSON');
      });

      if (required.length > 0) {
        const field = required[0] as string;
        it(`${operation.id}: missing ${field} → 400 naming it`, async () => {
          const { [field]: _dropped, ...rest } = example;
          const res = await send(operation, { payload: encode(rest), contentType });
          expect(res.statusCode).toBe(400);
          expect(message(res)).toBe(`请求参数错误：缺少字段 ${field}`);
        });
      }

      const target = required[0] ?? Object.keys(properties)[0];
      if (!isForm && target && properties[target]) {
        it(`${operation.id}: wrong type for ${target} → 400 naming it`, async () => {
          const res = await send(operation, {
            payload: JSON.stringify({ ...example, [target]: wrongValue(properties[target] as Json) }),
            contentType,
          });
          expect(res.statusCode).toBe(400);
          expect(message(res)).toMatch(new RegExp(`^请求参数错误：.*${target}`));
        });
      } else if (!isForm) {
        it(`${operation.id}: a body of the wrong type → 400`, async () => {
          const res = await send(operation, { payload: '[1,2,3]', contentType });
          expect(res.statusCode).toBe(400);
          expect(message(res)).toMatch(/^请求参数错误：/);
        });
      }
    }

    for (const header of headerParams) {
      const name = String(header.name);
      const schema = deref(header.schema);
      const invalid: [string, string][] = [
        ...(typeof schema.maxLength === 'number'
          ? [['too long', 'a'.repeat(schema.maxLength + 1)] as [string, string]]
          : []),
        ...(typeof schema.pattern === 'string' ? [['outside its pattern', 'not a key!'] as [string, string]] : []),
      ];
      for (const [why, value] of invalid) {
        it(`${operation.id}: header ${name} ${why} → 400 naming it`, async () => {
          const res = await send(operation, {
            payload: JSON.stringify(example),
            contentType: 'application/json',
            headers: { [name]: value },
          });
          expect(res.statusCode).toBe(400);
          expect(message(res)).toMatch(new RegExp(`^请求参数错误：字段 ${name} `));
        });
      }
    }

    const requiredQuery = queryParams.find((p) => p.required === true);
    if (requiredQuery) {
      it(`${operation.id}: missing query ${String(requiredQuery.name)} → 400 naming it`, async () => {
        const res = await send(operation, {});
        expect(res.statusCode).toBe(400);
        expect(message(res)).toBe(`请求参数错误：缺少字段 ${String(requiredQuery.name)}`);
      });
    }
    const typedQuery = queryParams.find((p) => {
      const s = deref(p.schema);
      return s.enum !== undefined || s.type === 'integer';
    });
    if (typedQuery) {
      it(`${operation.id}: query ${String(typedQuery.name)} of the wrong type → 400`, async () => {
        const others = queryParams
          .filter((p) => p.required === true && p !== typedQuery)
          .map((p) => `${String(p.name)}=x`);
        const res = await send(operation, {
          query: [...others, `${String(typedQuery.name)}=%E2%9C%97wrong`].join('&'),
        });
        expect(res.statusCode).toBe(400);
        expect(message(res)).toContain(String(typedQuery.name));
      });
    }
  }

  it('a body over the size limit → 400, not 413 or 500', async () => {
    const res = await t.post('/api/BackProtectApi/GetNoticeInfo', { titleName: 'x'.repeat(300 * 1024) }, { token });
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe('请求参数错误：请求体过大');
  });

  it('absurdly deep nesting → 400', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/BackProtectApi/GetNoticeInfo',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: `{"titleName": ${deep}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(message(res)).toMatch(/^请求参数错误：/);
  });

  it('an unsupported content type → 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/BackProtectApi/GetNoticeInfo',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/xml' },
      payload: '<titleName/>',
    });
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe('请求参数错误：不支持的请求内容类型');
  });
});
