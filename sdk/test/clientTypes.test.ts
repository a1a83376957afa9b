import { describe, expectTypeOf, it } from 'vitest';
import type { CheckupClient, EnvelopeOperationId, Result } from '../src/client';
import type { components } from '../src/schema';

type Schemas = components['schemas'];

describe('call() types follow openapi.yaml', () => {
  it('serves envelope operations only', () => {
    expectTypeOf<'GetClusItemList'>().toExtend<EnvelopeOperationId>();
    expectTypeOf<'TeamLogin'>().toExtend<EnvelopeOperationId>();
    expectTypeOf<'GetTimeStamp'>().toExtend<EnvelopeOperationId>();
    expectTypeOf<'GetToken'>().not.toExtend<EnvelopeOperationId>();
    expectTypeOf<'GetReportPdf'>().not.toExtend<EnvelopeOperationId>();
    expectTypeOf<'CreateChatCompletion'>().not.toExtend<EnvelopeOperationId>();
    expectTypeOf<'GetRuntimeConfig'>().not.toExtend<EnvelopeOperationId>();
  });

  it('types bodies, queries and results by operationId', () => {
    // Compiled, never run: each line is a type assertion.
    const _typeChecks = async (api: CheckupClient) => {
      expectTypeOf(await api.call('GetClusItemList', { clus_type: '3' })).toEqualTypeOf<
        Result<Schemas['ClusItemLists']>
      >();
      expectTypeOf(
        await api.call('TeamLogin', { lnc_Code: '1001', idCard: '320106199003071517', tel: '13812345678' }),
      ).toEqualTypeOf<Result<Schemas['TeamLoginRecords']>>();
      expectTypeOf(await api.call('GetTimeStamp')).toEqualTypeOf<Result<number>>();
      // @ts-expect-error the body is required
      await api.call('GetClusItemList');
      // @ts-expect-error clus_type is '1' or '3'
      await api.call('GetClusItemList', { clus_type: '2' });
      // @ts-expect-error toWeChatOauth needs its query
      await api.call('toWeChatOauth');
      await api.call('toWeChatOauth', undefined, { query: { targetUrl: 'login' } });
      await api.call('GetTjLncList', undefined, {
        // @ts-expect-error only the headers an operation declares
        headers: { 'Idempotency-Key': 'k1' },
      });
    };
    expectTypeOf(_typeChecks).toBeFunction();
  });
});
