import { describe, expect, it, vi } from 'vitest';
import {
  createCheckupClient,
  memoryTokenStore,
  silentLogger,
  type CheckupErrorKind,
  type CheckupLogger,
} from '../src/client';
import { API, envelope, fakeServer, json, type Handler } from './fakeServer';

function clientFor(route: Handler, extra: { logger?: CheckupLogger; onReLoginRequired?: () => void } = {}) {
  const server = fakeServer({ 'POST /api/UserInfoApi/GetTjLncList': route });
  const api = createCheckupClient({
    config: { apiHost: API },
    fetch: server.fetch,
    logger: extra.logger ?? silentLogger,
    tokenStore: memoryTokenStore(),
    onReLoginRequired: extra.onReLoginRequired,
  });
  return { api, server };
}

function recordingLogger() {
  return {
    info: vi.fn<CheckupLogger['info']>(),
    warn: vi.fn<CheckupLogger['warn']>(),
    error: vi.fn<CheckupLogger['error']>(),
  };
}

describe('HTTP statuses', () => {
  const cases: [number, CheckupErrorKind, string][] = [
    [400, 'badRequest', 'request refused as invalid'],
    [403, 'forbidden', 'permission check failed'],
    [404, 'notFound', 'page not found'],
    [429, 'rateLimited', 'rate limited'],
    [500, 'server', 'server error'],
    [502, 'server', 'server error'],
    [503, 'server', 'server error'],
    [405, 'network', 'network error'],
    [409, 'network', 'network error'],
  ];

  it.each(cases)('HTTP %i → %s, logged as "%s"', async (status, kind, logged) => {
    const logger = recordingLogger();
    const body =
      status === 404
        ? new Response('Not Found', { status })
        : json({ success: false, returnMsg: `错误${status}` }, status);
    const { api } = clientFor(() => body, { logger });
    const result = await api.call('GetTjLncList');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatchObject({
      kind,
      status,
      returnMsg: status === 404 ? '' : `错误${status}`,
    });
    const logs = [...logger.warn.mock.calls, ...logger.error.mock.calls].map(([message]) => message);
    expect(logs).toContainEqual(expect.stringContaining(logged));
  });

  it('keeps the rate-limit message and Retry-After', async () => {
    const { api } = clientFor(() =>
      json({ success: false, returnMsg: '当前请求人数过多，请稍后再试' }, 429, { 'Retry-After': '3' }),
    );
    const result = await api.call('GetTjLncList');
    expect(!result.ok && result.error).toMatchObject({
      kind: 'rateLimited',
      returnMsg: '当前请求人数过多，请稍后再试',
      retryAfterSeconds: 3,
    });
  });

  it('reports 5xx to the error log', async () => {
    const logger = recordingLogger();
    const { api } = clientFor(() => new Response('Bad Gateway', { status: 502 }), { logger });
    await api.call('GetTjLncList');
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('HTTP 502, server error'));
  });

  it('logs the ErrorMessage field without changing the outcome', async () => {
    const logger = recordingLogger();
    const { api } = clientFor(
      () => json({ success: false, returnMsg: '参数错误', ErrorMessage: 'clus_type is required' }, 400),
      { logger },
    );
    const result = await api.call('GetTjLncList');
    expect(!result.ok && result.error.kind).toBe('badRequest');
    expect(logger.info).toHaveBeenCalledWith(expect.stringContaining('ErrorMessage'), 'clus_type is required');
  });
});

describe('no answer', () => {
  it('maps a failed fetch to network, keeping the cause', async () => {
    const failure = new TypeError('fetch failed');
    const { api } = clientFor(() => Promise.reject(failure));
    const result = await api.call('GetTjLncList');
    expect(!result.ok && result.error).toMatchObject({ kind: 'network', status: 0, returnMsg: '' });
    expect(!result.ok && result.error.cause).toBe(failure);
  });

  it('maps an aborted call to network', async () => {
    const controller = new AbortController();
    const { api } = clientFor(
      (request) =>
        new Promise((_, reject) => {
          // As fetch does: a signal already aborted when the call reaches fetch (a slow host can take longer than the
          // 5 ms below to get there) rejects at once; otherwise the abort event rejects.
          const abort = () => reject(request.signal.reason as Error);
          if (request.signal.aborted) abort();
          else request.signal.addEventListener('abort', abort);
        }),
    );
    const pending = api.call('GetTjLncList', undefined, { signal: controller.signal });
    setTimeout(() => controller.abort(), 5);
    const result = await pending;
    expect(!result.ok && result.error.kind).toBe('network');
    expect(!result.ok && result.error.message).toContain('aborted');
  });
});

describe('second-client codeText', () => {
  it('RESULT_LOGIN_EXPIRED is an unauthorized failure', async () => {
    const logger = recordingLogger();
    const { api } = clientFor(
      () => json({ success: false, returnMsg: '登录已过期', codeText: 'RESULT_LOGIN_EXPIRED' }),
      { logger },
    );
    const result = await api.call('GetTjLncList');
    expect(!result.ok && result.error).toMatchObject({
      kind: 'unauthorized',
      codeText: 'RESULT_LOGIN_EXPIRED',
      reLogin: false,
      returnMsg: '登录已过期',
    });
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('login expired'));
  });

  it('RESULT_NEED_ADVANCE_AUTH signals a new sign-in', async () => {
    const onReLoginRequired = vi.fn();
    const { api } = clientFor(
      () => json({ success: false, returnMsg: '请重新授权', codeText: 'RESULT_NEED_ADVANCE_AUTH' }),
      { onReLoginRequired },
    );
    const result = await api.call('GetTjLncList');
    expect(!result.ok && result.error).toMatchObject({
      kind: 'unauthorized',
      codeText: 'RESULT_NEED_ADVANCE_AUTH',
      reLogin: true,
    });
    expect(onReLoginRequired).toHaveBeenCalledOnce();
  });

  it('RESULT_NEED_BINDPHONE is handled: the answer is read as usual', async () => {
    const logger = recordingLogger();
    const companies = [{ lnc_Code: '1001', lnc_Name: '深圳市某某科技有限公司' }];
    const { api } = clientFor(
      () => json({ success: true, returnMsg: '查询成功', returnData: companies, codeText: 'RESULT_NEED_BINDPHONE' }),
      { logger },
    );
    const result = await api.call('GetTjLncList');
    expect(result).toEqual({ ok: true, data: companies, returnMsg: '查询成功' });
    expect(logger.info).toHaveBeenCalledWith(expect.stringContaining('RESULT_NEED_BINDPHONE'));
  });

  it('FORBIDDEN is a forbidden failure', async () => {
    const logger = recordingLogger();
    const { api } = clientFor(() => json({ success: false, returnMsg: '无权限', codeText: 'FORBIDDEN' }), { logger });
    const result = await api.call('GetTjLncList');
    expect(!result.ok && result.error).toMatchObject({ kind: 'forbidden', codeText: 'FORBIDDEN' });
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('permission check failed'));
  });

  it('an unknown codeText changes nothing', async () => {
    const { api } = clientFor(() =>
      json({ success: true, returnMsg: 'ok', returnData: [], codeText: 'SOMETHING_ELSE' }),
    );
    expect(await api.call('GetTjLncList')).toEqual({ ok: true, data: [], returnMsg: 'ok' });
  });
});

describe('loading events', () => {
  it('turn on with the first call and off after the last, once for overlapping calls', async () => {
    const onLoadingChange = vi.fn();
    const server = fakeServer({ 'POST /api/UserInfoApi/GetTjLncList': () => envelope([]) });
    const api = createCheckupClient({
      config: { apiHost: API },
      fetch: server.fetch,
      logger: silentLogger,
      tokenStore: memoryTokenStore(),
      onLoadingChange,
    });
    await Promise.all([api.call('GetTjLncList'), api.call('GetTjLncList')]);
    expect(onLoadingChange.mock.calls).toEqual([[true], [false]]);
    await api.call('GetTjLncList');
    expect(onLoadingChange.mock.calls).toEqual([[true], [false], [true], [false]]);
  });

  it('turn off after a failed call too', async () => {
    const onLoadingChange = vi.fn();
    const server = fakeServer({
      'POST /api/UserInfoApi/GetTjLncList': () => Promise.reject(new TypeError('fetch failed')),
    });
    const api = createCheckupClient({
      config: { apiHost: API },
      fetch: server.fetch,
      logger: silentLogger,
      tokenStore: memoryTokenStore(),
      onLoadingChange,
    });
    await api.call('GetTjLncList');
    expect(onLoadingChange.mock.calls).toEqual([[true], [false]]);
  });
});
