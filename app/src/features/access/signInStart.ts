/**
 * The query of the sign-in landing page `/oauth` and the first call it makes, without the page's code: the route table
 * (in the entry) sends that call at start-up when `/oauth` is the first screen, and `signIn.ts` makes the same call.
 */
import type { QueryOf } from '@checkup/sdk';

/** The query of `/oauth`. */
export interface OauthQuery {
  type: string;
  repage: string;
  success: string;
  returnMsg: string;
  returnData: string;
  oauthurl: string;
  pcid: string;
}

export function readOauthQuery(params: URLSearchParams): OauthQuery {
  const get = (name: string) => params.get(name) ?? '';
  return {
    type: get('type'),
    repage: get('repage'),
    success: get('success'),
    returnMsg: get('returnMsg'),
    returnData: get('returnData'),
    oauthurl: get('oauthurl'),
    pcid: get('pcid'),
  };
}

/**
 * The `toWeChatOauth` query the landing page starts with, or `undefined` when it is back from the sign-in page (it
 * then calls nothing first). `remembered`: the path the guard saved for after sign-in.
 */
export function signInStartQuery(
  query: OauthQuery,
  remembered: string | undefined,
): QueryOf<'toWeChatOauth'> | undefined {
  if (query.success !== '') return undefined;
  return {
    targetUrl: query.type === 'outopenid' ? 'outopenid' : 'OAuthCallback',
    repage: remembered ?? (query.repage || '/'),
  };
}
