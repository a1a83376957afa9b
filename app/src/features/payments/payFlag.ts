/** Payment record states as the visitor reads them (docs/product/orders-reports-access.md §4 "Payment record pay_flag"). */
import type { Schemas } from '@checkup/sdk';
import type { tagTones } from '@checkup/ui';
import { payRecordMessages } from '../../messages';
import type { StateLabel } from '../orders/orderRules';

const tones: Record<Schemas['PayFlag'], (typeof tagTones)[number]> = {
  F: 'warning',
  EING: 'brand',
  TJServeERR: 'neutral',
  RefundERR: 'danger',
  T: 'success',
};

/** The label and tag colour of a `pay_flag`. */
export function payFlagLabel(flag: Schemas['PayFlag']): StateLabel {
  return { text: payRecordMessages.payFlag[flag], tone: tones[flag] };
}

/**
 * A record awaiting payment (F) or with a payment started (EING) can be paid from the list. EING stays after the pay
 * dialog is closed or fails (the provider tells the server nothing then), so it must stay payable; the provider
 * refuses a second payment for the same registration number once one has gone through.
 */
export function canPayRecord(record: Pick<Schemas['PayRecord'], 'pay_flag'>): boolean {
  return record.pay_flag === 'F' || record.pay_flag === 'EING';
}

/** The pay-confirm page of a registration number. */
export function payConfirmPath(regno: string): string {
  return `/PayConfirm?regno=${encodeURIComponent(regno)}`;
}
