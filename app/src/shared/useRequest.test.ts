import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '../../test/fakeApi';
import { useRequest } from './useRequest';

describe('useRequest', () => {
  it('fails (decode) instead of loading for ever when the request throws on an answer without its data', async () => {
    const onFailure = vi.fn();
    const { result } = renderHook(() =>
      useRequest(
        'key',
        async () => {
          const answer = await Promise.resolve(ok(undefined as unknown as { m: string[] }));
          // What a screen's mapping does with an envelope that has no returnData.
          return answer.ok ? { ...answer, data: answer.data.m.map((name) => name) } : answer;
        },
        onFailure,
      ),
    );
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.status === 'failed' && result.current.error.kind).toBe('decode');
    expect(onFailure).toHaveBeenCalledTimes(1);
  });
});
