import type { ItemSexScope } from '@checkup/sdk/rules';
import type { ColumnType, Generated, Kysely } from 'kysely';

/**
 * Row types of the tables created by `migrations/*.sql` (keep both in step). Money is integer fen, days are
 * 'YYYY-MM-DD' text, instants are timestamptz read back as `Date`.
 */
export interface CatalogTables {
  item_categories: { cls_code: string; cls_name: string; sort: Generated<number> };
  items: {
    comb_code: string;
    comb_name: string;
    cls_code: string;
    price_fen: number;
    act_price_fen: number;
    note: Generated<string>;
    cxf_flag: Generated<YesNo>;
    on_site_only: Generated<boolean>;
    /** 0 anyone, 1 men only, 2 women only (docs/adr/0044). */
    sex_scope: Generated<ItemSexScope>;
    sort: Generated<number>;
  };
  item_links: { comb_code: string; companion_code: string };
  packages: {
    clus_code: string;
    clus_name: string;
    clus_note: Generated<string>;
    clus_type: ClusType;
    sex: PackageSex;
    price_fen: number;
    jd_flag: Generated<YesNo>;
    jd_price_fen: Generated<number>;
    marr_status: Generated<number>;
    intro: Generated<string>;
    sort: Generated<number>;
  };
  package_items: { clus_code: string; comb_code: string; sort: Generated<number> };
  notices: { title: string; content: string };
  companies: { lnc_code: string; lnc_name: string };
  group_members: {
    reg_no: string;
    lnc_code: string;
    pat_name: string;
    idcard: string;
    tel: string | null;
    clus_code: string;
    wx_drprice_fen: Generated<number>;
  };
}

export interface BookingTables {
  capacity_days: { pool: string; day: string; holiday: Generated<boolean> };
  capacity_slots: {
    pool: string;
    day: string;
    sumtime_code: string;
    sumtime_name: string;
    total: number;
    surplus: number;
  };
  orders: {
    id: Generated<number>;
    openid: string;
    type: OrderType;
    state: OrderState;
    id_card: string;
    name: string;
    tel: string;
    clus_code: string;
    clus_name: string;
    begin_time: string;
    sumtime_code: string;
    sumtime_name: string;
    pool: string;
    price_fen: number;
    jd_flag: Generated<YesNo>;
    jd_price_fen: Generated<number>;
    extras: ColumnType<ChosenExtra[], string, string>;
    extras_fen: Generated<number>;
    amount_fen: number;
    marr_status: Generated<number>;
    lnc_code: string | null;
    company_name: Generated<string>;
    reg_no: string | null;
    errmsg: Generated<string>;
    request_hash: string | null;
    /** The client's Idempotency-Key of the submit that created the order, and the SHA-256 of that request's body. */
    idempotency_key: string | null;
    idempotency_body_hash: string | null;
    created_at: Date;
    paid_at: Date | null;
    closed_at: Date | null;
  };
}

interface PaymentTables {
  pay_records: {
    reg_no: string;
    openid: string;
    id_card: string;
    name: string;
    tj_date: string;
    clus_name: string;
    amount_fen: number;
    pay_flag: PayFlag;
    order_id: number | null;
    created_at: Date;
  };
  payments: {
    prepay_id: string;
    order_id: number | null;
    reg_no: string | null;
    amount_fen: number;
    state: PaymentState;
    created_at: Date;
    updated_at: Date;
  };
  /** Refunds asked of the refund gateway, by refund number (migration 0010; services/refunds.ts). */
  refunds: {
    refund_no: string;
    order_id: number;
    reason: RefundReason;
    amount_fen: number;
    state: RefundState;
    /** Calls started so far; the claim of the latest one (its outcome is written only while this is unchanged). */
    attempts: number;
    created_at: Date;
    attempted_at: Date;
  };
}

export interface ReportTables {
  users: {
    openid: string;
    name: string;
    idcard: string;
    tel: string;
    sex: number;
    birthday: string;
    marital_type: Generated<number>;
    card_type: Generated<CardType>;
    created_at: Date;
  };
  questions: {
    id: number;
    question_code: string;
    question_name: string;
    type: number;
    binding_code: Generated<string>;
    sex_scope: Generated<number>;
    answers: ColumnType<QuestionAnswer[], string, string>;
  };
  recommendations: {
    el_code: string;
    comb_code: string;
    note_bs1: Generated<string>;
    note_bs2: Generated<string>;
    flag_code: Generated<string>;
    sex_scope: Generated<number>;
    min_age: Generated<number>;
  };
  reports: {
    report_no: string;
    id_card: string;
    name: string;
    tel: string;
    sex: number;
    age: number;
    report_name: string;
    report_date: string;
    doc_name: string;
    sumup: string;
    sugg_tag: string;
    itemlist: ColumnType<ReportItem[], string, string>;
  };
  /** `used_at`/`reuse_hash` (migration 0011): when the code was accepted, and the hash a repeat of that request must match. */
  verify_codes: {
    tel: string;
    code_hash: string;
    sent_at: Date;
    expires_at: Date;
    attempts: Generated<number>;
    used_at: ColumnType<Date | null, Date | null | undefined>;
    reuse_hash: ColumnType<string | null, string | null | undefined>;
  };
  sms_outbox: { id: Generated<number>; tel: string; code: Generated<string>; text: string; created_at: Date };
  /** Codes sent in the last hour by phone and client address (migration 0013): the hourly SMS limits. */
  sms_sends: { id: Generated<number>; tel: string; client: string; sent_at: Date };
  /** `id_card` (upper case) and `name` (as typed): the person whose report list the grant was shown, null before. */
  report_grants: {
    id: string;
    tel: string;
    created_at: Date;
    expires_at: Date;
    id_card: string | null;
    name: string | null;
  };
}

/** Every table of the core migrations (0001-0999). The HTTP layer adds its own with `db.withTables<...>()`. */
export interface DB extends CatalogTables, BookingTables, PaymentTables, ReportTables {
  schema_migrations: { name: string; applied_at: Date };
}

/** The database handle every service takes. */
export type Database = Kysely<DB>;

type YesNo = 'T' | 'F';
type CardType = 'idcard' | 'passport' | 'hkmo' | 'tw' | 'other';
/** 1 staff, 2 vehicle, 3 person, 4 group-only (never listed). */
export type ClusType = 1 | 2 | 3 | 4;
/** 1 male, 2 female, 3 no split (vehicle). */
export type PackageSex = 1 | 2 | 3;
export type OrderType = 'person' | 'question' | 'vehicle' | 'staff' | 'group';
export type OrderState = 'F' | 'S' | 'C' | 'E' | 'export' | 'Refund';
export type PayFlag = 'F' | 'EING' | 'TJServeERR' | 'RefundERR' | 'T';
/** refund_due / refunded: paid after the order closed, so given back (migration 0008; refund_due until the gateway accepts). */
export type PaymentState = 'pending' | 'paid' | 'failed' | 'cancelled' | 'refused' | 'refund_due' | 'refunded';
/** Why money goes back: a paid order cancelled (PersonOrderRefund), a payment made after its order closed. */
export type RefundReason = 'cancel' | 'late_payment';
/** pending: a gateway call started, outcome not written; due: owed, the last call failed; refunded: accepted. */
type RefundState = 'pending' | 'due' | 'refunded';

/** An add-on item chosen with an order, priced by the server. */
export interface ChosenExtra {
  comb_code: string;
  comb_name: string;
  price_fen: number;
  act_price_fen: number;
}

export interface QuestionAnswer {
  result_code: string;
  result_name: string;
  result_el_code: string;
}

export interface ReportIndicator {
  item_name: string;
  rec_result: string;
  hint: string;
  unit: string;
  ref_lower: string;
  ref_upper: string;
}

export interface ReportItem {
  comb_name: string;
  res_tag: string;
  dept_doct: string;
  check_cls: string;
  detailList: ReportIndicator[];
}
