/**
 * Bounds on holding places for other people's ID numbers (docs/adr/0052-id-number-holds.md): any signed-in visitor may
 * book with any valid ID number, and the one-active-order-per-person rule then refuses the real person. An account
 * holds at most `maxUnpaidHolds` (CHECKUP_MAX_UNPAID_HOLDS, default 2) unpaid orders at once (enforced by `book_order`),
 * and a person refused because another account holds their number is told so, with when the hold lapses and whom to ask.
 */
import { formatShanghaiDateTime } from '@checkup/sdk/rules';
import { BusinessError } from './errors';
import { PAYMENT_WINDOW_MS } from './paymentWindow';

/** The active order that refused a booking: whose it is, and whether it waits for payment. */
export interface ActiveHold {
  openid: string;
  state: string;
  created_at: Date;
}

/**
 * Refuses (BusinessError) a booking of `openid` refused by another account's active order for the same person: an
 * unpaid one lapses at the end of its payment window (shown), a paid one only the centre can resolve. Returns when
 * the active order is the visitor's own (the caller's duplicate message applies).
 */
export function refuseHeldByAnotherAccount(hold: ActiveHold, openid: string): void {
  if (hold.openid === openid) return;
  if (hold.state === 'S') {
    const lapses = formatShanghaiDateTime(new Date(hold.created_at.getTime() + PAYMENT_WINDOW_MS)).slice(0, 16);
    throw new BusinessError(
      `该证件号已被其他微信账号预约且尚未支付，将于${lapses}自动释放，届时可再预约；如非本人操作，请联系体检中心`,
    );
  }
  throw new BusinessError('该证件号已被其他微信账号预约，如非本人操作，请携带身份证联系体检中心处理');
}
