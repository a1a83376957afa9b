import { describe, expect, it } from 'vitest';
import { readOperations } from '../scripts/renderOperations';

type Schema = Record<string, unknown>;

const envelope: Schema = {
  type: 'object',
  required: ['success', 'returnMsg'],
  properties: {
    success: { type: 'boolean' },
    returnMsg: { type: 'string' },
    returnData: { description: 'Typed per operation.' },
  },
};
const schemas: Record<string, Schema> = {
  Envelope: envelope,
  MessageEnvelope: { allOf: [{ $ref: '#/components/schemas/Envelope' }] },
  Report: { type: 'object', properties: { regno: { type: 'string' } } },
  ReportsText: { type: 'string', contentMediaType: 'application/json', contentSchema: { type: 'array' } },
  MaybeReport: { anyOf: [{ $ref: '#/components/schemas/Report' }, { type: 'null' }] },
};

/** openapi.yaml with one operation `Op` whose 200 answer is `success` (JSON), or whose responses are `responses`. */
function document(success: Schema, responses?: Schema): string {
  const answers = responses ?? { '200': { description: 'ok', content: { 'application/json': { schema: success } } } };
  return JSON.stringify({
    openapi: '3.1.0',
    paths: { '/api/Op': { post: { operationId: 'Op', responses: answers } } },
    components: { schemas },
  });
}

/** The envelope of openapi.yaml's operations: Envelope with `returnData` as given. */
const withReturnData = (returnData: Schema): Schema => ({
  allOf: [{ $ref: '#/components/schemas/Envelope' }, { properties: { returnData } }],
});

const returnDataOf = (success: Schema) => readOperations(document(success))[0]?.returnData;

describe('returnData read from openapi.yaml', () => {
  it('reads the shapes openapi.yaml uses', () => {
    expect(returnDataOf({ $ref: '#/components/schemas/MessageEnvelope' })).toBeNull();
    expect(returnDataOf(withReturnData({ $ref: '#/components/schemas/Report' }))).toBe('json');
    expect(returnDataOf(withReturnData({ type: 'integer' }))).toBe('json');
    expect(returnDataOf(withReturnData({ type: 'string', contentMediaType: 'application/json' }))).toBe('jsonText');
    // An answer that is not an envelope (the token endpoint, the runtime configuration).
    expect(returnDataOf({ type: 'object', properties: { access_token: { type: 'string' } } })).toBeNull();
  });

  it('finds JSON text behind a $ref (with keywords of its own or not), an allOf, or in a $ref’s own keywords', () => {
    expect(returnDataOf(withReturnData({ $ref: '#/components/schemas/ReportsText' }))).toBe('jsonText');
    expect(returnDataOf(withReturnData({ $ref: '#/components/schemas/ReportsText', description: 'Reports.' }))).toBe(
      'jsonText',
    );
    expect(
      returnDataOf(withReturnData({ allOf: [{ $ref: '#/components/schemas/ReportsText' }], description: 'Reports.' })),
    ).toBe('jsonText');
    expect(
      returnDataOf(withReturnData({ $ref: '#/components/schemas/Report', contentMediaType: 'application/json' })),
    ).toBe('jsonText');
  });

  it('reads an envelope $ref with keywords of its own (OpenAPI 3.1) as the allOf it is', () => {
    expect(returnDataOf({ $ref: '#/components/schemas/Envelope', properties: { returnData: { type: 'array' } } })).toBe(
      'json',
    );
  });

  describe('fails on what it cannot read, instead of generating wrong metadata', () => {
    it('a reference that does not resolve', () => {
      expect(() => returnDataOf(withReturnData({ $ref: '#/components/schemas/Reprot' }))).toThrow(
        'Op: #/components/schemas/Reprot does not resolve',
      );
      expect(() => returnDataOf({ $ref: 'common.yaml#/components/schemas/Envelope' })).toThrow(
        'Op: common.yaml#/components/schemas/Envelope: only local references (#/...) are read',
      );
    });

    it('returnData that may be null (the client reads null as no data)', () => {
      for (const returnData of [
        { type: ['array', 'null'] },
        { $ref: '#/components/schemas/Report', nullable: true },
        { oneOf: [{ $ref: '#/components/schemas/MaybeReport' }, { type: 'array' }] },
        { enum: ['a', null] },
      ]) {
        expect(() => returnDataOf(withReturnData(returnData)), JSON.stringify(returnData)).toThrow(
          'Op: returnData may be null',
        );
      }
    });

    it('a success envelope with alternatives', () => {
      const alternatives = {
        oneOf: [{ $ref: '#/components/schemas/MessageEnvelope' }, withReturnData({ type: 'array' })],
      };
      expect(() => returnDataOf(alternatives)).toThrow('Op: the success envelope has alternatives (oneOf/anyOf)');
    });

    it('JSON text in only some of returnData’s alternatives, or another contentMediaType', () => {
      expect(() =>
        returnDataOf(withReturnData({ anyOf: [{ $ref: '#/components/schemas/ReportsText' }, { type: 'array' }] })),
      ).toThrow('Op: returnData is JSON text in only some of its alternatives');
      expect(() =>
        returnDataOf(withReturnData({ type: 'string', contentMediaType: 'application/json; charset=utf-8' })),
      ).toThrow(
        "Op: returnData's contentMediaType application/json; charset=utf-8 is not read (only application/json)",
      );
    });

    it('more than one success response', () => {
      const answer = {
        description: 'ok',
        content: { 'application/json': { schema: withReturnData({ type: 'array' }) } },
      };
      const noContent = { description: 'nothing' };
      expect(() => readOperations(document({}, { '200': answer, '204': noContent }))).toThrow(
        'Op: 2 success responses (200, 204)',
      );
    });
  });
});
