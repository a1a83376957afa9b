/**
 * The messaging app's JS-SDK (`wx.config`) behind an interface: the signature comes from GetWxConfig for the page
 * address without its hash. Outside the messaging app (no `wx` on the page) nothing is asked of the server.
 */
import type { CheckupClient } from '@checkup/sdk';

/** Outcome of configuring the JS-SDK. */
type JsSdkState = 'configured' | 'unavailable' | 'failed';

export interface JsSdk {
  /** Signs the JS-SDK for `pageUrl` (the current page address by default). */
  configure(pageUrl?: string): Promise<JsSdkState>;
}

interface WxConfigOptions {
  debug: boolean;
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
  jsApiList: string[];
}

declare global {
  interface Window {
    wx?: { config(options: WxConfigOptions): void };
  }
}

/** JS-SDK APIs the app uses: the pay dialog. */
const JS_API_LIST = ['chooseWXPay'];

export function createJsSdk(api: Pick<CheckupClient, 'call'>, target: Window = window): JsSdk {
  return {
    async configure(pageUrl = target.location.href) {
      const wx = target.wx;
      if (!wx) return 'unavailable';
      const result = await api.call('GetWxConfig', { url: pageUrl.split('#')[0] ?? pageUrl });
      if (!result.ok) return 'failed';
      const { appId, timestamp, nonceStr, signature } = result.data;
      wx.config({ debug: false, appId, timestamp, nonceStr, signature, jsApiList: JS_API_LIST });
      return 'configured';
    },
  };
}
