/**
 * Provider-state handlers of the reference server: each sets the database (or the answering configuration, the
 * clock, or the credentials the request filter injects) up for one template of src/states.ts. A handler may return
 * values the pact asks the provider for (`orderId`, `sign`).
 */
import { birthDateFromIdNumber, cancelDeadline, sexFromIdNumber } from '@checkup/sdk/rules';
import { encryptText } from '@checkup/sdk/crypto';
import type { StateKey, StateParams } from '../../src/states';
import {
  PERSON_POOL,
  sendVerifyCode,
  signFields,
  teamPool,
  type Upstream,
  type UpstreamFault,
} from '@checkup/server/testing';
import { PERSON_ORDER_REQUEST } from '../support/fixtures';
import { CONTRACT_DAY, resetContractSlots } from './contractData';
import type { ProviderApp } from './providerApp';
import { VERIFICATION_NOW } from './providerApp';

/** What the request filter does to the next request. */
interface RequestPlan {
  /** 'fresh': replace the recorded token with one the provider issued; 'recorded': send the recorded one. */
  token: 'fresh' | 'recorded';
  /** Cookie header to send instead of the recorded one (null: none). */
  cookie: string | null;
  /** `code` of /home/pdf to send instead of the recorded example (undefined: the recorded one). */
  pdfCode?: string;
}

/** What handlers work with. */
export interface StateContext {
  provider: ProviderApp;
  plan: RequestPlan;
  signIn(openid: string): Promise<string>;
}

type Handler = (params: StateParams, context: StateContext) => Promise<Record<string, string> | void>;

const str = (params: StateParams, key: string): string => String(params[key]);
const noop: Handler = () => Promise.resolve();

const MEMBER_NAME = '李明';

async function registerUser(context: StateContext, params: StateParams): Promise<void> {
  const idcard = str(params, 'idcard');
  await context.provider.db.deleteFrom('users').where('openid', '=', str(params, 'openid')).execute();
  await context.provider.db
    .insertInto('users')
    .values({
      openid: str(params, 'openid'),
      name: str(params, 'name'),
      idcard,
      tel: str(params, 'tel'),
      sex: sexFromIdNumber(idcard) === 2 ? 2 : 1,
      birthday: birthDateFromIdNumber(idcard) ?? '1990-01-01',
      marital_type: 2,
      card_type: 'idcard',
      created_at: context.provider.clock.now(),
    })
    .execute();
}

async function upsertMember(context: StateContext, params: StateParams, tel: string | null): Promise<void> {
  const { db } = context.provider;
  await db.deleteFrom('group_members').where('idcard', '=', str(params, 'idcard')).execute();
  await db
    .insertInto('group_members')
    .values({
      reg_no: '2611220031',
      lnc_code: str(params, 'lnc_Code'),
      pat_name: MEMBER_NAME,
      idcard: str(params, 'idcard'),
      tel,
      clus_code: String(params.clus_code ?? 'TT001'),
      wx_drprice_fen: Math.round(Number(params.wx_drprice ?? 500) * 100),
    })
    .execute();
}

interface OrderSeed {
  type?: 'person' | 'group';
  slot?: { code: string; name: string };
  state: 'S' | 'F' | 'C';
  idCard: string;
  begin: string;
  createdAt?: Date;
  paid?: boolean;
  amountFen?: number;
}

/** Inserts an order of the signed-in visitor holding a place of the contract day's slot 02; returns its wire id. */
async function insertOrder(context: StateContext, seed: OrderSeed): Promise<Record<string, string>> {
  const { db, clock } = context.provider;
  const type = seed.type ?? 'person';
  const pool = type === 'group' ? teamPool('L0012') : PERSON_POOL;
  const row = await db
    .insertInto('orders')
    .values({
      openid: 'oXk3a5Jt8qW2nYcD0sL9vPzR1mEo',
      type,
      state: seed.state,
      id_card: seed.idCard,
      name: MEMBER_NAME,
      tel: '13812345678',
      clus_code: type === 'group' ? 'TT001' : 'TC001',
      clus_name: type === 'group' ? '华创科技2026年度员工体检套餐' : '男士基础体检套餐',
      begin_time: seed.begin,
      sumtime_code: seed.slot?.code ?? '02',
      sumtime_name: seed.slot?.name ?? '09:00-10:00',
      pool,
      price_fen: seed.amountFen ?? 97800,
      extras: '[]',
      amount_fen: seed.amountFen ?? 97800,
      lnc_code: type === 'group' ? 'L0012' : null,
      company_name: type === 'group' ? '深圳华创科技有限公司' : '',
      reg_no: type === 'group' ? '2611220031' : null,
      created_at: seed.createdAt ?? new Date(clock.now().getTime() - 10 * 60_000),
      paid_at: seed.paid ? clock.now() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { orderId: String(row.id) };
}

/**
 * The consumer's personal booking (PERSON_ORDER_REQUEST: the package, day and slot the state names) sent by the
 * visitor with Idempotency-Key `key` through the API, so the key is stored as the server stores it; then the clock
 * moves a minute on, past the 10 s repeat window. Returns the booked order's id.
 */
async function bookWithKey(params: StateParams, context: StateContext): Promise<Record<string, string>> {
  const { provider } = context;
  const key = str(params, 'key');
  const response = await provider.app.inject({
    method: 'POST',
    url: '/api/OrderListApi/PersonOrderAdd',
    headers: {
      authorization: `Bearer ${await freshToken(provider)}`,
      'content-type': 'application/json',
      cookie: context.plan.cookie ?? '',
      'idempotency-key': key,
    },
    payload: JSON.stringify(PERSON_ORDER_REQUEST),
  });
  const answer = response.json<{ success: boolean; returnData?: { ord: { id: string } } }>();
  if (!answer.success || !answer.returnData)
    throw new Error(`keyUsedBefore: the first booking failed: ${response.body}`);
  provider.clock.setOffsetMs(60_000);
  return { orderId: answer.returnData.ord.id };
}

/** Moves the provider clock one minute past the cancel deadline of an order starting `begin`. */
function passDeadline(context: StateContext, begin: string, leadDays: number): void {
  const past = cancelDeadline(begin, leadDays).getTime() + 60_000;
  context.provider.clock.setOffsetMs(Math.max(0, past - VERIFICATION_NOW.getTime()));
}

const REPORT = {
  report_no: '2606120045',
  id_card: '440305199003078913',
  name: MEMBER_NAME,
  sex: 1,
  age: 36,
  report_name: '华创科技2026年度员工体检套餐',
  report_date: '2026-06-12',
  doc_name: '王建国',
  sumup: '1. 血脂偏高；2. 轻度脂肪肝。',
  sugg_tag: '低脂饮食，适量运动，三个月后复查血脂。',
  itemlist: JSON.stringify([
    {
      comb_name: '血脂四项',
      res_tag: '总胆固醇偏高',
      dept_doct: '检验科 刘洋',
      check_cls: '检验',
      detailList: [
        { item_name: '总胆固醇', rec_result: '6.12', hint: '↑', unit: 'mmol/L', ref_lower: '2.8', ref_upper: '5.2' },
      ],
    },
  ]),
};

/**
 * Sends `tel` a code as if none had been sent before: each state starts afresh, so neither the resend wait nor the
 * hourly per-phone limit carries over from the interactions verified before it.
 */
async function sendFreshCode(provider: StateContext['provider'], tel: string, code?: string): Promise<void> {
  await provider.db.deleteFrom('verify_codes').where('tel', '=', tel).execute();
  await provider.db.deleteFrom('sms_sends').where('tel', '=', tel).execute();
  await sendVerifyCode(provider.app.services, tel, code);
}

/** Report of the contract for phone `tel`, and a session authorised for it (through the API, as the app does). */
async function grantReports(context: StateContext, tel: string, withReport: boolean): Promise<void> {
  const { provider } = context;
  await provider.db.deleteFrom('reports').where('report_no', '=', REPORT.report_no).execute();
  if (withReport)
    await provider.db
      .insertInto('reports')
      .values({ ...REPORT, tel })
      .execute();
  else await provider.db.deleteFrom('reports').where('tel', '=', tel).execute();
  await sendFreshCode(provider, tel, '271828');
  const token = await freshToken(provider);
  const response = await provider.app.inject({
    method: 'POST',
    url: '/api/ReportApi/ReportLogin',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      cookie: context.plan.cookie ?? '',
    },
    payload: JSON.stringify({ tel, code: '271828' }),
  });
  if (!response.json<{ success: boolean }>().success) throw new Error(`report login failed: ${response.body}`);
  // As the app does next: the list for the person, which the grant then serves (detail, PDF).
  const list = await provider.app.inject({
    method: 'POST',
    url: '/api/ReportApi/GetReportList',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      cookie: context.plan.cookie ?? '',
    },
    payload: JSON.stringify({ idCard: REPORT.id_card, name: REPORT.name, tel }),
  });
  if (list.statusCode !== 200) throw new Error(`report list failed: ${list.body}`);
}

/** A PDF code as the app builds it, with the provider's public key. */
async function pdfCode(provider: ProviderApp, regNo: string, timestamp: number): Promise<string> {
  const config = await provider.app.inject({ method: 'GET', url: '/config.json' });
  const { rsaPublicKey } = config.json<{ rsaPublicKey: string }>();
  // The one-time key carries its own time, which the server checks against its (verification) clock.
  return encryptText(JSON.stringify({ regNo, timestamp }), rsaPublicKey, { nowMs: provider.clock.now().getTime() });
}

/** A service token issued by the provider now (its clock may have been moved). */
export async function freshToken(provider: ProviderApp): Promise<string> {
  const response = await provider.app.inject({
    method: 'POST',
    url: '/connect/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'grant_type=client_credentials&client_id=checkup-web',
  });
  return response.json<{ access_token: string }>().access_token;
}

/** The outbox is the reference server's SMS gateway; renamed away, it refuses every message. */
const SMS_OUTBOX = 'sms_outbox';
const SMS_OUTBOX_DOWN = 'sms_outbox_down';
let smsGatewayDown = false;

async function breakSmsGateway(db: ProviderApp['db']): Promise<void> {
  await db.schema.alterTable(SMS_OUTBOX).renameTo(SMS_OUTBOX_DOWN).execute();
  smsGatewayDown = true;
}

/** Undoes the `smsGatewayDown` state (part of the baseline every interaction starts from). */
export async function restoreSmsGateway(db: ProviderApp['db']): Promise<void> {
  if (!smsGatewayDown) return;
  await db.schema.alterTable(SMS_OUTBOX_DOWN).renameTo(SMS_OUTBOX).execute();
  smsGatewayDown = false;
}

/**
 * The outage states: which outside system the state switches off (services/upstreams.ts) and how. Setup switches it
 * off for every instance; teardown (and the next baseline) switches it back on. A system that never answers is given
 * up on by the instance with the short time limit.
 */
const OUTAGES: Partial<Record<StateKey, { upstream: Upstream; fault: UpstreamFault }>> = {
  catalogueUnavailable: { upstream: 'catalogue', fault: 'down' },
  catalogueTimeout: { upstream: 'catalogue', fault: 'slow' },
  calendarUnavailable: { upstream: 'calendar', fault: 'down' },
  questionnaireUnavailable: { upstream: 'questionnaire', fault: 'down' },
  itemDataUnavailable: { upstream: 'itemData', fault: 'down' },
  hospitalSystemDown: { upstream: 'hospitalSystem', fault: 'down' },
  wxConfigUnavailable: { upstream: 'jsapiTicket', fault: 'down' },
  oauthUnavailable: { upstream: 'signIn', fault: 'down' },
  oauthTimeout: { upstream: 'signIn', fault: 'slow' },
  refundRefused: { upstream: 'refundGateway', fault: 'down' },
};

function outageSetup({ upstream, fault }: { upstream: Upstream; fault: UpstreamFault }): Handler {
  return (_, c) => {
    if (fault === 'slow') c.provider.use('shortTimeLimit');
    c.provider.faults.set(upstream, fault);
    return Promise.resolve();
  };
}

/** Undoes an outage state (its teardown). */
export function endOutage(key: StateKey, context: StateContext): void {
  const outage = OUTAGES[key];
  if (outage) context.provider.faults.clear(outage.upstream);
}

/** Handlers by template; a template without one is reported by the verification test. */
export const STATE_HANDLERS: Partial<Record<StateKey, Handler>> = {
  ...Object.fromEntries(Object.entries(OUTAGES).map(([key, outage]) => [key, outageSetup(outage)])),
  tokenClient: noop,
  sandboxes: noop,
  catalogue: noop,
  companies: noop,
  questionnaire: async (_, c) => {
    // Answers A0101 (smoker) and A0302 (chest tightness) recommend the low-dose chest CT.
    for (const el_code of ['A0101', 'A0302']) {
      await c.provider.db
        .insertInto('recommendations')
        .values({
          el_code,
          comb_code: '9263',
          note_bs1: '长期吸烟者、40岁以上人群',
          note_bs2: '孕妇及备孕人群',
          flag_code: '1',
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  },
  unknownPackage: noop,
  unknownRegistration: noop,
  chatModel: noop,
  clockControl: noop,
  wxConfig: noop,
  notice: noop,
  noNotice: noop,
  noRecommendation: noop,
  tokenClientUnknown: (_, c) => Promise.resolve(c.provider.use('unknownClient')),
  rateLimited: (_, c) => Promise.resolve(c.provider.use('rateLimited')),
  clockControlDisabled: (_, c) => Promise.resolve(c.provider.use('clockControlDisabled')),
  chatUpstreamDown: (_, c) => Promise.resolve(c.provider.use('upstreamDown')),
  serviceTokenExpired: (_, c) => {
    c.plan.token = 'recorded';
    return Promise.resolve();
  },
  noSession: (_, c) => {
    c.plan.cookie = null;
    return Promise.resolve();
  },
  sessionOfOther: async (_, c) => {
    c.plan.cookie = await c.signIn('o-pact-other-visitor');
  },
  registeredUser: (params, c) => registerUser(c, params),
  noPackages: async (_, c) => {
    // resetBaseline puts them back (restoreStaffPackages).
    await c.provider.db
      .deleteFrom('package_items')
      .where('clus_code', 'in', c.provider.db.selectFrom('packages').select('clus_code').where('clus_type', '=', 1))
      .execute();
    await c.provider.db.deleteFrom('packages').where('clus_type', '=', 1).execute();
  },
  dateOutsideRange: noop,
  unregisteredVisitor: async (params, c) => {
    await c.provider.db.deleteFrom('users').where('openid', '=', str(params, 'openid')).execute();
  },
  groupMember: (params, c) => upsertMember(c, params, str(params, 'tel')),
  groupMemberOtherPhone: (params, c) => upsertMember(c, params, '13900000000'),
  groupMemberUnbound: (params, c) => upsertMember(c, params, null),
  notGroupMember: async (params, c) => {
    await c.provider.db
      .deleteFrom('group_members')
      .where('idcard', '=', str(params, 'idcard'))
      .where('lnc_code', '=', str(params, 'lnc_Code'))
      .execute();
  },
  personCalendar: noop,
  teamCalendar: noop,
  daySlots: async (_, c) => {
    await resetContractSlots(c.provider.db, 4);
    await c.provider.db
      .updateTable('capacity_slots')
      .set({ surplus: 0 })
      .where('day', '=', CONTRACT_DAY)
      .where('sumtime_code', '=', '01')
      .execute();
  },
  slotOpen: (_, c) => resetContractSlots(c.provider.db, 5),
  slotFull: (_, c) => resetContractSlots(c.provider.db, 0),
  keyUsedBefore: bookWithKey,
  bookedThatDay: async (params, c) => {
    await insertOrder(c, {
      type: params.type === 'group' ? 'group' : 'person',
      state: 'F',
      idCard: str(params, 'idCard'),
      begin: '2026-12-05',
      paid: true,
    });
  },
  onSiteOnlyItem: async (params, c) => {
    await c.provider.db
      .updateTable('items')
      .set({ on_site_only: true })
      .where('comb_code', '=', str(params, 'comb_code'))
      .execute();
  },
  orderAwaitingPayment: (params, c) =>
    insertOrder(c, { state: 'S', idCard: str(params, 'idCard'), begin: '2026-12-01' }),
  orderPaymentExpired: (params, c) =>
    insertOrder(c, {
      state: 'S',
      idCard: str(params, 'idCard'),
      begin: '2026-12-01',
      createdAt: new Date(c.provider.clock.now().getTime() - 16 * 60_000),
    }),
  orderPaid: (params, c) =>
    insertOrder(c, { state: 'F', idCard: str(params, 'idCard'), begin: str(params, 'begin_Time'), paid: true }),
  orderPaidPastDeadline: async (params, c) => {
    const ids = await insertOrder(c, {
      state: 'F',
      idCard: str(params, 'idCard'),
      begin: str(params, 'begin_Time'),
      paid: true,
    });
    passDeadline(c, str(params, 'begin_Time'), 1);
    return ids;
  },
  orderUnpaidPastDeadline: (params, c) => {
    // Booked minutes ago (still inside its payment window), yet past the cancel deadline.
    passDeadline(c, str(params, 'begin_Time'), 1);
    return insertOrder(c, { state: 'S', idCard: str(params, 'idCard'), begin: str(params, 'begin_Time') });
  },
  orderBookedWithoutPayment: async (params, c) => {
    c.provider.use('payOff');
    return insertOrder(c, { state: 'F', idCard: str(params, 'idCard'), begin: str(params, 'begin_Time') });
  },
  orderBookedWithoutPaymentPastDeadline: async (params, c) => {
    c.provider.use('payOff');
    const ids = await insertOrder(c, { state: 'F', idCard: str(params, 'idCard'), begin: str(params, 'begin_Time') });
    passDeadline(c, str(params, 'begin_Time'), 1);
    return ids;
  },
  orderCancelled: (params, c) =>
    insertOrder(c, {
      type: str(params, 'id').startsWith('TO') ? 'group' : 'person',
      state: 'C',
      idCard: str(params, 'idCard'),
      begin: '2026-12-03',
    }),
  groupOrder: (params, c) =>
    insertOrder(c, {
      type: 'group',
      state: 'F',
      idCard: str(params, 'idCard'),
      begin: str(params, 'begin_Time'),
      amountFen: 0,
    }),
  groupOrderPastDeadline: async (params, c) => {
    const ids = await insertOrder(c, {
      type: 'group',
      state: 'F',
      idCard: str(params, 'idCard'),
      begin: str(params, 'begin_Time'),
      amountFen: 0,
    });
    passDeadline(c, str(params, 'begin_Time'), 1);
    return ids;
  },
  visitorOrders: async (params, c) => {
    void params;
    await insertOrder(c, {
      type: 'group',
      state: 'F',
      idCard: '440305199003078913',
      begin: '2026-12-08',
      amountFen: 0,
      createdAt: new Date('2026-11-18T06:02:11Z'),
      slot: { code: '01', name: '08:00-09:00' },
    });
    await insertOrder(c, { state: 'S', idCard: '440305199003078913', begin: '2026-12-01' });
  },
  visitorNoOrders: noop,
  visitorPayRecords: async (params, c) => {
    const base = {
      openid: str(params, 'openid'),
      id_card: '440305199003078913',
      name: MEMBER_NAME,
      order_id: null,
      created_at: c.provider.clock.now(),
    };
    await c.provider.db
      .insertInto('pay_records')
      .values([
        {
          ...base,
          reg_no: '2611220031',
          tj_date: '2026-12-08',
          clus_name: '华创科技2026年度员工体检套餐',
          amount_fen: 42500,
          pay_flag: 'F',
        },
        {
          ...base,
          reg_no: '2510150007',
          tj_date: '2025-10-15',
          clus_name: '男士基础体检套餐',
          amount_fen: 59800,
          pay_flag: 'T',
          created_at: new Date('2025-10-15T02:00:00Z'),
        },
      ])
      .execute();
  },
  visitorNoPayRecords: noop,
  amountDue: async (params, c) => {
    await c.provider.db
      .insertInto('pay_records')
      .values({
        reg_no: str(params, 'regno'),
        openid: 'oXk3a5Jt8qW2nYcD0sL9vPzR1mEo',
        id_card: '440305199003078913',
        name: str(params, 'pat_name'),
        tj_date: '2026-12-08',
        clus_name: '华创科技2026年度员工体检套餐',
        amount_fen: Math.round(Number(params.pay_money) * 100),
        pay_flag: 'F',
        order_id: null,
        created_at: c.provider.clock.now(),
      })
      .execute();
  },
  registrationSettled: async (params, c) => {
    await c.provider.db
      .insertInto('pay_records')
      .values({
        reg_no: str(params, 'regno'),
        openid: 'oXk3a5Jt8qW2nYcD0sL9vPzR1mEo',
        id_card: '440305199003078913',
        name: MEMBER_NAME,
        tj_date: '2025-10-15',
        clus_name: '男士基础体检套餐',
        amount_fen: 59800,
        pay_flag: 'T',
        order_id: null,
        created_at: c.provider.clock.now(),
      })
      .execute();
  },
  pendingPayment: async (params, c) => {
    const { orderId } = await insertOrder(c, {
      state: 'S',
      idCard: '440305199003078913',
      begin: '2026-12-01',
      amountFen: Number(params.total_fee),
    });
    await c.provider.db
      .insertInto('payments')
      .values({
        prepay_id: `pact${orderId}`,
        order_id: Number(orderId),
        reg_no: null,
        amount_fen: Number(params.total_fee),
        state: 'pending',
        created_at: c.provider.clock.now(),
        updated_at: c.provider.clock.now(),
      })
      .execute();
    const fields = {
      out_trade_no: orderId ?? '',
      total_fee: Number(params.notice_total_fee),
      result_code: str(params, 'result_code'),
      transaction_id: str(params, 'transaction_id'),
      time_end: str(params, 'time_end'),
    };
    return { orderId: orderId ?? '', sign: signFields(fields, c.provider.app.services.settings.paySignKey) };
  },
  sandboxPrepay: async (params, c) => {
    const { orderId } = await insertOrder(c, { state: 'S', idCard: '440305199003078913', begin: '2026-12-01' });
    await c.provider.db
      .insertInto('payments')
      .values({
        prepay_id: str(params, 'package').replace(/^prepay_id=/, ''),
        order_id: Number(orderId),
        reg_no: null,
        amount_fen: 97800,
        state: 'pending',
        created_at: c.provider.clock.now(),
        updated_at: c.provider.clock.now(),
      })
      .execute();
  },
  sandboxNoPrepay: noop,
  smsCodeSent: async (params, c) => {
    await sendFreshCode(c.provider, str(params, 'tel'), str(params, 'code'));
  },
  smsCodeExpired: async (params, c) => {
    await sendFreshCode(c.provider, str(params, 'tel'), str(params, 'code'));
    c.provider.clock.setOffsetMs(6 * 60_000);
  },
  smsCodeJustSent: async (params, c) => {
    await sendFreshCode(c.provider, str(params, 'tel'));
  },
  smsGatewayDown: (_, c) => breakSmsGateway(c.provider.db),
  smsOutbox: async (params, c) => {
    await sendVerifyCode(c.provider.app.services, str(params, 'tel'), str(params, 'code'));
  },
  reportAccess: (params, c) => grantReports(c, str(params, 'tel'), true),
  reportAccessNoReports: (params, c) => grantReports(c, str(params, 'tel'), false),
  reportAccessMissing: noop,
  unknownReport: async (params, c) => {
    c.plan.pdfCode = await pdfCode(c.provider, str(params, 'regNo'), c.provider.clock.now().getTime());
  },
  reportPdf: async (params, c) => {
    await grantReports(c, '13812345678', true);
    c.plan.pdfCode = await pdfCode(c.provider, str(params, 'regNo'), c.provider.clock.now().getTime());
  },
  reportPdfCodeExpired: async (params, c) => {
    await grantReports(c, '13812345678', true);
    c.plan.pdfCode = await pdfCode(c.provider, str(params, 'regNo'), c.provider.clock.now().getTime() - 6 * 60_000);
  },
};
