/** The sandbox pay sheet: 支付 / 取消 / 失败 for the pay request the sandbox payment bridge is waiting on. */
import { ActionSheet, type ActionSheetAction } from '@checkup/ui';
import { useSyncExternalStore } from 'react';
import { paymentMessages } from '../../messages';
import type { PayOutcome } from '../../platform/payment';
import type { PaySheetController } from '../../platform/sandboxPayment';
import { screenHeading } from '../../routing/screenChange';

interface PayAction extends ActionSheetAction {
  outcome: PayOutcome;
}

const actions: readonly PayAction[] = [
  { name: paymentMessages.sheetPay, outcome: 'ok' },
  { name: paymentMessages.sheetFail, outcome: 'fail', danger: true },
];

export function SandboxPaySheet({ controller }: { controller: PaySheetController }) {
  const pending = useSyncExternalStore(controller.subscribe, controller.current, controller.current);
  return (
    <ActionSheet
      open={pending !== undefined}
      // Closing the sheet any other way (cancel row, backdrop, Escape) cancels the payment, as the real dialog does.
      onOpenChange={(open) => !open && pending?.choose('cancel')}
      title={paymentMessages.sheetTitle}
      actions={actions}
      cancelText={paymentMessages.sheetCancel}
      onSelect={(action) => pending?.choose(action.outcome)}
      // The sheet stays open across a screen change (back, or a screen leaving on its own): the 去支付 that opened it may
      // be gone when it closes, and focus then goes to the screen shown now instead of <body>.
      focusFallback={screenHeading}
    />
  );
}
