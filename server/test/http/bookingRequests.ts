/**
 * Booking requests for the HTTP tests and the reliability suite (one module for both): a bookable day, a package the
 * server accepts, and a valid PersonOrderAdd body for many distinct people.
 */
import { addDays, shanghaiDateOf, weekdayLabel } from '@checkup/sdk/rules';
import type { components } from '@checkup/sdk';
import { testPerson } from '../services/testDb';

type S = components['schemas'];

/** POSTs a JSON body to an /api path with a token and optional session cookie; returns status and parsed body. */
export type Poster = (
  url: string,
  body: unknown,
  auth: { token: string; cookie?: string },
) => Promise<{ statusCode: number; json<T = unknown>(): T }>;

/** The JSON envelope of every /api answer. */
export interface Envelope {
  success: boolean;
  returnMsg: string;
  returnData?: unknown;
}

/** The first bookable weekday `ahead` (≥ 2) days or more after `now` (Sundays are holidays in the demo data). */
export function bookableDay(now: Date, ahead = 2): string {
  let day = addDays(shanghaiDateOf(now), ahead);
  while (weekdayLabel(day) === '星期日') day = addDays(day, 1);
  return day;
}

/** A men's personal package that is not married-only, as GetClusItemList lists it. */
export async function malePackage(post: Poster, token: string): Promise<S['ClusItem']> {
  const res = await post('/api/UserInfoApi/GetClusItemList', { clus_type: '3' }, { token });
  const lists = res.json<Envelope>().returnData as { m: S['ClusItem'][] };
  const pkg = lists.m.find((p) => p.marr_status !== '2');
  if (!pkg) throw new Error('no male package in the demo data');
  return pkg;
}

/** A valid PersonOrderAdd body for synthetic person `n` (male) booking `slot` on `day` under `openid`. */
export function personOrder(
  openid: string,
  pkg: S['ClusItem'],
  day: string,
  slot: string,
  n: number,
): S['PersonOrderAddRequest'] {
  const person = testPerson(n, 1);
  return {
    openid,
    name: person.name,
    idCard: person.idCard,
    tel: person.tel,
    clus_Name: pkg.clus_name,
    clus_Code: pkg.clus_code,
    begin_Time: day,
    type: 'person',
    sumtime_Code: slot,
    sumtime_Name: '',
    price: pkg.jd_flag === 'T' ? pkg.jd_price : pkg.price,
    choose_comb_code: '',
    marr_status: pkg.marr_status,
  };
}
