/** An order row as the API shows it (schema `Order`). */
import type { components } from '@checkup/sdk/schema';
import type { Selectable } from 'kysely';
import type { BookingTables } from '../db/schema';
import { wireTime, yuan } from './wire';

export type OrderRow = Selectable<BookingTables['orders']>;

export function toWireOrder(row: OrderRow): components['schemas']['Order'] {
  return {
    id: String(row.id),
    idCard: row.id_card,
    name: row.name,
    tel: row.tel,
    type: row.type,
    state: row.state,
    created_Time: wireTime(row.created_at),
    begin_Time: row.begin_time,
    sumtime_Code: row.sumtime_code,
    sumtime_Name: row.sumtime_name,
    clus_Name: row.clus_name,
    clus_Code: row.clus_code,
    price: yuan(row.amount_fen),
    jd_price: yuan(row.jd_price_fen),
    jd_flag: row.jd_flag,
    errmsg: row.errmsg,
    company_Name: row.company_name,
    choose_comb_code: extrasText(row),
    regno: row.reg_no ?? '',
  };
}

/** The JSON list of an order's extras, for group orders too (booked by code, listed by name); '' if none. */
function extrasText(row: OrderRow): string {
  if (row.extras.length === 0) return '';
  return JSON.stringify(
    row.extras.map((e) => ({
      comb_code: e.comb_code,
      comb_name: e.comb_name,
      price: yuan(e.price_fen),
      act_price: yuan(e.act_price_fen),
    })),
  );
}

/** Parses an order id from the wire ('' or non-numeric → null). */
export function parseOrderId(id: string): number | null {
  return /^\d{1,9}$/.test(id) ? Number(id) : null;
}
