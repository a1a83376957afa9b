import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { formatShanghaiDateTime } from '@checkup/sdk/rules';
import type { FastifyReply } from 'fastify';
import { SESSION_COOKIE, SESSION_LIFETIME_MS } from '../../platform/sessions';
import { onSiteOnlyCodes } from '../../services/catalog';
import { callUpstream } from '../../services/upstreams';
import type { HttpContext } from '../context';
import { setHttpOnlyCookie } from '../cookies';
import type { PartialHandlerMap } from '../handlerTypes';
import { MESSAGES, UPSTREAM_MESSAGES } from '../messages';
import { refuse } from '../operationRoutes';
import { renderSignInPage, type DemoUser } from './signInPage';

/** The one scope every client of `/connect/token` is registered for: the API. */
const API_SCOPE = 'checkup.api';

/**
 * The scope a token is issued with: the requested one (space-separated, RFC 6749 §3.3) when every part is one the
 * client is registered for, the registered scope when none is asked for, null (invalid_scope) otherwise.
 */
function grantedScope(requested: string | undefined): string | null {
  const asked = (requested ?? '').split(' ').filter(Boolean);
  if (asked.length === 0) return API_SCOPE;
  return asked.every((scope) => scope === API_SCOPE) ? API_SCOPE : null;
}

/** The /oauth landing route of the app (hash router). */
const OAUTH_LANDING = '/#/oauth';

/** Reads demo users offered on the sandbox sign-in page. */
export type DemoUserSource = () => Promise<DemoUser[]>;

/** Service token, runtime configuration, sign-in (sandbox OAuth) and the JS-SDK config. */
export function accessHandlers(
  ctx: HttpContext,
  demoUsers: DemoUserSource,
): PartialHandlerMap<
  'GetToken' | 'GetRuntimeConfig' | 'toWeChatOauth' | 'GetWxConfig' | 'SandboxOauthAuthorize' | 'SandboxClock'
> {
  const { config, clock, tokens, sessions, rsa, services } = ctx;
  return {
    async GetToken({ body, reply }) {
      if (body.grant_type !== 'client_credentials') {
        return reply
          .status(400)
          .send({ error: 'unsupported_grant_type', error_description: MESSAGES.grantUnsupported });
      }
      const client = checkClient(body.client_id, body.client_secret);
      if (client !== 'ok') {
        return reply.status(400).send({
          error: 'invalid_client',
          error_description: client === 'unknown' ? MESSAGES.clientUnknown : MESSAGES.clientInvalid,
        });
      }
      const scope = grantedScope(body.scope);
      if (scope === null)
        return reply.status(400).send({ error: 'invalid_scope', error_description: MESSAGES.scopeInvalid });
      const { token } = tokens.issue(body.client_id, scope, config.tokenLifetimeSeconds);
      reply.header('cache-control', 'no-store');
      return { access_token: token, token_type: 'Bearer', expires_in: config.tokenLifetimeSeconds };
    },

    async GetRuntimeConfig({ reply }) {
      reply.header('cache-control', 'no-cache');
      // On-site-only items are catalog data; the environment may still pin the list.
      const onSite =
        config.runtime.onSiteOnlyCodes.length > 0
          ? config.runtime.onSiteOnlyCodes
          : await onSiteOnlyCodes(ctx.services);
      return { ...config.runtime, onSiteOnlyCodes: onSite, rsaPublicKey: rsa.publicKey };
    },

    async toWeChatOauth({ query, session }) {
      if (session?.openid) return { success: true, returnMsg: '已授权', returnData: session.openid };
      // The sign-in service (here the sandbox's authorization page) gives the address to send the visitor to.
      const address = await callUpstream(services, 'signIn', UPSTREAM_MESSAGES.signIn, () => {
        const params = new URLSearchParams({ type: query.targetUrl });
        if (query.repage) params.set('repage', query.repage);
        return Promise.resolve(`/sandbox/oauth?${params.toString()}`);
      });
      return { success: true, returnMsg: '请授权登录', returnData: address };
    },

    async GetWxConfig({ body }) {
      // Sandbox JS-SDK config: signed like the messaging app's (SHA-1 of ticket, nonce, timestamp, url) with a local ticket.
      const timestamp = Math.floor(clock.now().getTime() / 1000);
      const nonceStr = randomBytes(12).toString('base64url');
      const ticket = await callUpstream(services, 'jsapiTicket', UPSTREAM_MESSAGES.jsapiTicket, () =>
        Promise.resolve(
          createHash('sha256')
            .update(`jsapi-ticket:${config.tokenSecret ?? rsa.publicKey}`)
            .digest('hex'),
        ),
      );
      const signature = createHash('sha1')
        .update(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${body.url}`)
        .digest('hex');
      return {
        success: true,
        returnMsg: '查询成功',
        returnData: { appId: 'wxsandbox00000000', timestamp, nonceStr, signature },
      };
    },

    async SandboxOauthAuthorize(call) {
      const { query, reply, request } = call;
      if (!config.runtime.sandbox) return refuse(call, 404, MESSAGES.notFound);
      const type = query.type ?? 'OAuthCallback';
      const repage = query.repage ?? '';
      if (!query.decision) {
        const page = renderSignInPage({ type, repage, users: await demoUsers() });
        return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
      }
      const back = new URLSearchParams({ type });
      if (query.decision === 'deny') {
        back.set('success', 'false');
        back.set('returnMsg', '微信授权失败');
      } else {
        const openid = query.openid || `o${randomBytes(20).toString('base64url')}`;
        const session = await sessions.create(openid);
        setHttpOnlyCookie(request, reply, SESSION_COOKIE, sessions.cookieValue(session.id), SESSION_LIFETIME_MS / 1000);
        back.set('success', 'true');
        back.set('returnData', openid);
      }
      back.set('repage', repage);
      return redirect(reply, `${OAUTH_LANDING}?${back.toString()}`);
    },

    async SandboxClock(call) {
      if (!config.sandboxClock) return refuse(call, 404, MESSAGES.sandboxClockDisabled);
      clock.setOffsetMs(call.body.offsetMs);
      return {
        success: true,
        returnMsg: '时钟已调整',
        returnData: { offsetMs: clock.offsetMs(), now: formatShanghaiDateTime(clock.now()) },
      };
    },
  };

  /** 'unknown': no such client id; 'badSecret': a confidential client without its secret. */
  function checkClient(clientId: string, secret: string | undefined): 'ok' | 'unknown' | 'badSecret' {
    if (clientId === config.publicClientId) return 'ok';
    const client = config.confidentialClients.find((c) => c.id === clientId);
    if (!client) return 'unknown';
    if (!secret) return 'badSecret';
    const a = Buffer.from(client.secret);
    const b = Buffer.from(secret);
    return a.length === b.length && timingSafeEqual(a, b) ? 'ok' : 'badSecret';
  }
}

function redirect(reply: FastifyReply, location: string): FastifyReply {
  return reply.status(302).header('location', location).header('cache-control', 'no-store').send();
}
