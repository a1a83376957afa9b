/**
 * The sandbox stand-in for the messaging app's pay dialog: a pay sheet (支付 / 取消 / 失败) asks what should happen,
 * then the server's sandbox (`SandboxPayResult`, POST /sandbox/pay) completes, cancels or fails the pending payment
 * and answers with what the real dialog would report.
 */
import type { CheckupClient } from '@checkup/sdk';
import { outcomeOf, type PaymentBridge, type PayOutcome, type PayParams } from './payment';

/** A pay request waiting for the visitor's choice on the sheet. */
interface PendingPayment {
  params: PayParams;
  choose(outcome: PayOutcome): void;
}

/** Connects the bridge to the sheet on screen: the bridge opens requests, the sheet shows and answers them. */
export interface PaySheetController {
  /** Opens the sheet and resolves with the visitor's choice. */
  request: (params: PayParams) => Promise<PayOutcome>;
  /** The request on screen, if any. */
  current: () => PendingPayment | undefined;
  /** Calls `listener` whenever the request on screen changes; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
}

export function createPaySheetController(): PaySheetController {
  let pending: PendingPayment | undefined;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    request(params) {
      // A new request replaces one still open (it counts as cancelled).
      pending?.choose('cancel');
      return new Promise((resolve) => {
        const entry: PendingPayment = {
          params,
          choose(outcome) {
            if (pending !== entry) return;
            pending = undefined;
            notify();
            resolve(outcome);
          },
        };
        pending = entry;
        notify();
      });
    },
    current: () => pending,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The sandbox pay dialog: the sheet's choice is sent to the server's sandbox, whose answer is the outcome. */
export function createSandboxPaymentBridge(
  api: Pick<CheckupClient, 'call'>,
  sheet: Pick<PaySheetController, 'request'>,
): PaymentBridge {
  return {
    async pay(params) {
      const choice = await sheet.request(params);
      const result = await api.call('SandboxPayResult', { package: params.package, result: choice });
      return result.ok ? outcomeOf(result.data.err_msg) : 'fail';
    },
  };
}
