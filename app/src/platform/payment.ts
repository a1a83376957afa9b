/**
 * The messaging app's pay dialog behind one interface. Inside the messaging app it is `WeixinJSBridge`
 * (`getBrandWCPayRequest`); elsewhere the sandbox pay sheet stands in for it (`sandboxPayment.ts`).
 */
import type { components } from '@checkup/sdk/schema';

/** Parameters of the pay dialog, as PersonOrderPay / SweepCodePay return them. */
export type PayParams = components['schemas']['PayParams'];

/** What the pay dialog reports (docs/product/booking-journey.md §4 "Payment result"). */
export type PayOutcome = 'ok' | 'cancel' | 'fail';

export interface PaymentBridge {
  /** Opens the pay dialog for `params`; resolves with its outcome and never rejects. */
  pay(params: PayParams): Promise<PayOutcome>;
}

/** Maps the dialog's `err_msg` (`get_brand_wcpay_request:ok` ...) to an outcome; anything unknown is a failure. */
export function outcomeOf(errMsg: string | undefined): PayOutcome {
  const suffix = errMsg?.split(':').at(-1);
  return suffix === 'ok' || suffix === 'cancel' ? suffix : 'fail';
}

interface WeixinJSBridgeApi {
  invoke(name: 'getBrandWCPayRequest', params: PayParams, callback: (result: { err_msg?: string }) => void): void;
}

declare global {
  interface Window {
    WeixinJSBridge?: WeixinJSBridgeApi;
  }
}

/** True inside the messaging app's built-in browser. */
export function insideMessagingApp(userAgent: string = navigator.userAgent): boolean {
  return /MicroMessenger/i.test(userAgent);
}

/** How long to wait for the messaging app to inject its bridge before giving up. */
const BRIDGE_READY_TIMEOUT_MS = 5000;

function whenBridgeReady(target: Window): Promise<WeixinJSBridgeApi | undefined> {
  if (target.WeixinJSBridge) return Promise.resolve(target.WeixinJSBridge);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      target.document.removeEventListener('WeixinJSBridgeReady', onReady);
      resolve(undefined);
    }, BRIDGE_READY_TIMEOUT_MS);
    function onReady() {
      clearTimeout(timer);
      resolve(target.WeixinJSBridge);
    }
    target.document.addEventListener('WeixinJSBridgeReady', onReady, { once: true });
  });
}

/** The real pay dialog of the messaging app. */
export function createWeixinPaymentBridge(target: Window = window): PaymentBridge {
  return {
    async pay(params) {
      const bridge = await whenBridgeReady(target);
      if (!bridge) return 'fail';
      return new Promise((resolve) => {
        // The parameters go to the dialog exactly as the server signed them.
        bridge.invoke('getBrandWCPayRequest', params, (result) => resolve(outcomeOf(result.err_msg)));
      });
    },
  };
}
