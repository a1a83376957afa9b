import { describe, expect, it, vi } from 'vitest';
import {
  createCheckupClient,
  memoryTokenStore,
  silentLogger,
  webStorageTokenStore,
  type TokenStore,
} from '../src/client';
import { API, deferred, envelope, fakeServer, json } from './fakeServer';

const LIST = { m: [], w: [] };
const TEAM_ORDER = {
  openid: 'o1',
  name: '李明',
  tel: '13812345678',
  idcard: '440305199003078913',
  clus_code: 'TT001',
  clus_name: '',
  begin_time: '2026-12-01',
  lnc_Code: 'L0012',
  sumtime_Code: '02',
  sumtime_Name: '',
  company_Name: '',
  regno: '2611220031',
  spType: 'L0012',
  choose_comb_code: '',
};

function clientFor(server: ReturnType<typeof fakeServer>, extra: { now?: () => number; tokenStore?: TokenStore } = {}) {
  return createCheckupClient({
    config: { apiHost: API },
    fetch: server.fetch,
    logger: silentLogger,
    tokenStore: extra.tokenStore ?? memoryTokenStore(),
    ...extra,
  });
}

describe('service token', () => {
  it('is fetched form-encoded as the public client and sent as "token_type access_token"', async () => {
    const server = fakeServer({ 'POST /api/UserInfoApi/GetClusItemList': () => envelope(LIST) });
    const result = await clientFor(server).call('GetClusItemList', { clus_type: '3' });
    expect(result).toEqual({ ok: true, data: LIST, returnMsg: '查询成功' });
    const [tokenRequest] = server.to('/connect/token');
    expect(tokenRequest?.method).toBe('POST');
    expect(tokenRequest?.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(tokenRequest?.body))).toEqual({
      grant_type: 'client_credentials',
      client_id: 'checkup-web',
    });
    expect(server.to('/api/UserInfoApi/GetClusItemList')[0]?.headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('is reused until 10 s before expires_in ends, then fetched again', async () => {
    let clock = 1_795_309_200_000;
    const server = fakeServer({
      'POST /connect/token': () => json({ access_token: `t${clock}`, token_type: 'Bearer', expires_in: 60 }),
      'POST /api/UserInfoApi/GetClusItemList': () => envelope(LIST),
    });
    const api = clientFor(server, { now: () => clock });
    const start = clock;
    await api.call('GetClusItemList', { clus_type: '3' });
    clock = start + 49_999;
    await api.call('GetClusItemList', { clus_type: '3' });
    expect(server.to('/connect/token')).toHaveLength(1);
    clock = start + 50_000;
    await api.call('GetClusItemList', { clus_type: '3' });
    expect(server.to('/connect/token')).toHaveLength(2);
    const auth = server.to('/api/UserInfoApi/GetClusItemList').map((r) => r.headers.get('Authorization'));
    expect(auth).toEqual([`Bearer t${start}`, `Bearer t${start}`, `Bearer t${start + 50_000}`]);
  });

  it('is fetched once for concurrent calls', async () => {
    const gate = deferred<void>();
    const server = fakeServer({
      'POST /connect/token': async () => {
        await gate.promise;
        return json({ access_token: 'shared', token_type: 'Bearer', expires_in: 3600 });
      },
      'POST /api/UserInfoApi/GetClusItemList': () => envelope(LIST),
      'POST /api/UserInfoApi/GetTjLncList': () => envelope([{ lnc_Code: '1001', lnc_Name: '深圳市某某科技有限公司' }]),
    });
    const api = clientFor(server);
    const calls = Promise.all([
      api.call('GetClusItemList', { clus_type: '3' }),
      api.call('GetClusItemList', { clus_type: '1' }),
      api.call('GetTjLncList'),
    ]);
    await vi.waitFor(() => expect(server.to('/connect/token')).toHaveLength(1));
    gate.resolve();
    const results = await calls;
    expect(results.every((r) => r.ok)).toBe(true);
    expect(server.to('/connect/token')).toHaveLength(1);
    expect(server.seen.filter((r) => r.path.startsWith('/api/')).map((r) => r.headers.get('Authorization'))).toEqual([
      'Bearer shared',
      'Bearer shared',
      'Bearer shared',
    ]);
  });

  it('after a 401, is renewed and the call repeated once', async () => {
    const answers = [json({ success: false, returnMsg: '令牌已过期' }, 401), envelope(LIST)];
    const server = fakeServer({ 'POST /api/UserInfoApi/GetClusItemList': () => answers.shift() ?? envelope(LIST) });
    const result = await clientFor(server).call('GetClusItemList', { clus_type: '3' });
    expect(result).toEqual({ ok: true, data: LIST, returnMsg: '查询成功' });
    const calls = server.to('/api/UserInfoApi/GetClusItemList');
    expect(calls.map((r) => r.headers.get('Authorization'))).toEqual(['Bearer token-1', 'Bearer token-2']);
    // The repeated call carries the same body.
    expect(calls.map((r) => r.body)).toEqual(['{"clus_type":"3"}', '{"clus_type":"3"}']);
  });

  it("sends the operation's declared headers, on the repeated call too", async () => {
    const answers = [
      json({ success: false, returnMsg: '令牌已过期' }, 401),
      json({ success: true, returnMsg: '预约成功' }),
    ];
    const server = fakeServer({
      'POST /api/OrderListApi/TeamOrderAdd': () => answers.shift() ?? json({ success: true, returnMsg: '预约成功' }),
    });
    const result = await clientFor(server).call('TeamOrderAdd', TEAM_ORDER, {
      headers: { 'Idempotency-Key': 'k-2f6a' },
    });
    expect(result.ok).toBe(true);
    expect(server.to('/api/OrderListApi/TeamOrderAdd').map((r) => r.headers.get('Idempotency-Key'))).toEqual([
      'k-2f6a',
      'k-2f6a',
    ]);
  });

  it('after a second 401, gives up with an unauthorized error (no third attempt)', async () => {
    const server = fakeServer({
      'POST /api/UserInfoApi/GetClusItemList': () => json({ success: false, returnMsg: '令牌无效' }, 401),
    });
    const result = await clientFor(server).call('GetClusItemList', { clus_type: '3' });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatchObject({ kind: 'unauthorized', status: 401, returnMsg: '令牌无效' });
    expect(server.to('/api/UserInfoApi/GetClusItemList')).toHaveLength(2);
    expect(server.to('/connect/token')).toHaveLength(2);
  });

  it('renews once when concurrent calls are refused together', async () => {
    const refused = new Set<string>();
    const server = fakeServer({
      'POST /api/UserInfoApi/GetTjLncList': (request) => {
        const auth = request.headers.get('Authorization') ?? '';
        if (auth === 'Bearer token-1') {
          refused.add(auth);
          return json({ success: false, returnMsg: '令牌已过期' }, 401);
        }
        return envelope([]);
      },
    });
    const api = clientFor(server);
    await api.getToken();
    const results = await Promise.all([api.call('GetTjLncList'), api.call('GetTjLncList'), api.call('GetTjLncList')]);
    expect(results.every((r) => r.ok)).toBe(true);
    expect(server.to('/connect/token')).toHaveLength(2);
  });

  it('reports a refused client as unauthorized without calling the API', async () => {
    const server = fakeServer({
      'POST /connect/token': () => json({ error: 'invalid_client', error_description: '客户端未授权' }, 400),
      'POST /api/UserInfoApi/GetTjLncList': () => envelope([]),
    });
    const result = await clientFor(server).call('GetTjLncList');
    expect(!result.ok && result.error).toMatchObject({ kind: 'unauthorized', status: 400, returnMsg: '客户端未授权' });
    expect(server.to('/api/UserInfoApi/GetTjLncList')).toHaveLength(0);
  });

  it('reports a malformed token answer as decode and an unreachable token endpoint as network', async () => {
    const malformed = fakeServer({
      'POST /connect/token': () => json({ access_token: 42, token_type: 'Bearer', expires_in: 60 }),
    });
    const first = await clientFor(malformed).getToken();
    expect(!first.ok && first.error.kind).toBe('decode');
    const notJson = fakeServer({ 'POST /connect/token': () => new Response('<html>', { status: 200 }) });
    const second = await clientFor(notJson).getToken();
    expect(!second.ok && second.error.kind).toBe('decode');
    const down = fakeServer({ 'POST /connect/token': () => Promise.reject(new TypeError('fetch failed')) });
    const third = await clientFor(down).call('GetTjLncList');
    expect(!third.ok && third.error.kind).toBe('network');
  });

  it('is kept in web storage across clients and ignores a corrupted entry', async () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
      removeItem: (key: string) => void data.delete(key),
    } as Storage;
    const server = fakeServer({ 'POST /api/UserInfoApi/GetTjLncList': () => envelope([]) });
    await clientFor(server, { tokenStore: webStorageTokenStore(storage) }).call('GetTjLncList');
    await clientFor(server, { tokenStore: webStorageTokenStore(storage) }).call('GetTjLncList');
    expect(server.to('/connect/token')).toHaveLength(1);
    expect(JSON.parse(data.get('token') ?? '')).toMatchObject({ tokenType: 'Bearer', accessToken: 'token-1' });
    data.set('token', '{not json');
    expect(webStorageTokenStore(storage).get()).toBeNull();
    data.set('token', '{"accessToken":1}');
    expect(webStorageTokenStore(storage).get()).toBeNull();
  });

  it('getToken returns the stored token and a new one on refresh', async () => {
    const server = fakeServer({});
    const api = clientFor(server);
    const first = await api.getToken();
    const again = await api.getToken();
    const refreshed = await api.getToken({ refresh: true });
    expect(first.ok && first.data.accessToken).toBe('token-1');
    expect(again.ok && again.data.accessToken).toBe('token-1');
    expect(refreshed.ok && refreshed.data.accessToken).toBe('token-2');
  });
});
