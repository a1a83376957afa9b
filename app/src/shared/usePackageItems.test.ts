import { CheckupError } from '@checkup/sdk';
import { describe, expect, it } from 'vitest';
import { packageItemsFailureText } from './usePackageItems';

const failure = (kind: CheckupError['kind'], returnMsg = '', status = 200) =>
  new CheckupError(kind, 'log text', { returnMsg, status });

describe('packageItemsFailureText', () => {
  it.each([
    ['no items (the server says so)', failure('business', '暂无项目数据'), '暂无项目数据'],
    ['a refusal without a message', failure('business'), '暂无项目数据'],
    ["the server's catalogue outage", failure('business', '系统繁忙！请稍后再试'), '系统繁忙！请稍后再试'],
    [
      'too many requests, with its message',
      failure('rateLimited', '当前请求人数过多，请稍后再试', 429),
      '当前请求人数过多，请稍后再试',
    ],
    ['no answer', failure('network', '', 0), '系统繁忙！请稍后再试'],
    ['a server error', failure('server', '', 500), '系统繁忙！请稍后再试'],
    ['an unreadable answer', failure('decode'), '系统繁忙！请稍后再试'],
  ])('%s → %s', (_, error, text) => {
    expect(packageItemsFailureText(error)).toBe(text);
  });
});
