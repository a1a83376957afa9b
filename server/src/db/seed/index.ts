/**
 * Demo data. `seed(db, clock)` loads it into an empty database (a fresh start seeds itself) and tops up the
 * capacity window on every call; `seed(db, clock, { reset: true })` wipes the core tables first (`npm run db:seed`).
 */
import { parseYuan, shanghaiDateOf, addDays } from '@checkup/sdk/rules';
import { sql } from 'kysely';
import { lockSchemaChanges } from '../migrate';
import type { Clock } from '../../clock';
import { EXPIRED_ERRMSG } from '../../services/payments';
import type { ChosenExtra, Database, OrderState, OrderType, PayFlag } from '../schema';
import { ITEM_CATEGORIES, ITEM_LINKS, ITEMS, NOTICE_HTML, NOTICE_TITLE, PACKAGES } from './catalogData';
import { PERSON_POOL, teamPool } from '../pools';
import { CAPACITY_DAYS, demoDayKind, topUpCapacity } from './capacity';
import { COMPANIES, DEMO_RELATIVES, DEMO_USERS, GROUP_MEMBERS, REPORT_VISITORS } from './peopleData';
import { QUESTIONS, RECOMMENDATIONS } from './questionnaireData';
import { demoReports } from './reportsData';

export { DEMO_USERS, DEMO_RELATIVES, GROUP_MEMBERS, REPORT_VISITORS } from './peopleData';
export { NOTICE_TITLE } from './catalogData';
export { demoDayKind } from './capacity';

/** Core tables in an order that TRUNCATE ... CASCADE accepts. */
const CORE_TABLES = [
  'refunds',
  'payments',
  'pay_records',
  'orders',
  'capacity_slots',
  'capacity_days',
  'report_grants',
  'sms_outbox',
  'verify_codes',
  'reports',
  'recommendations',
  'questions',
  'users',
  'group_members',
  'companies',
  'notices',
  'package_items',
  'packages',
  'item_links',
  'items',
  'item_categories',
] as const;

export interface SeedOptions {
  /** Delete all core data first and load the demo data again. */
  reset?: boolean;
}

/** Loads demo data when the database is empty (or `reset`), then tops up capacity. Returns true when it loaded. */
export async function seed(db: Database, clock: Clock, options: SeedOptions = {}): Promise<boolean> {
  const loaded = await db.transaction().execute(async (trx) => {
    // Under the migration lock: of several instances starting on one empty database, one loads, the others then see
    // its packages and skip (checking first without the lock would let two both find the database empty).
    await lockSchemaChanges(trx);
    if (options.reset)
      await sql`TRUNCATE ${sql.join(CORE_TABLES.map((t) => sql.table(t)))} RESTART IDENTITY CASCADE`.execute(trx);
    // Seeded means the catalog has packages: every load fills them (databases seeded before 0012 dropped the campuses,
    // the old marker, have them too), and a database without any cannot take an order.
    const existing = await trx.selectFrom('packages').select('clus_code').limit(1).executeTakeFirst();
    if (existing) return false;
    await loadCatalog(trx);
    await loadPeople(trx, clock);
    await topUpCapacity(trx, clock);
    await loadHistory(trx, clock);
    return true;
  });
  if (!loaded) await topUpCapacity(db, clock);
  return loaded;
}

async function loadCatalog(db: Database): Promise<void> {
  await db
    .insertInto('item_categories')
    .values(ITEM_CATEGORIES.map((c, sort) => ({ ...c, sort })))
    .execute();
  await db
    .insertInto('items')
    .values(
      ITEMS.map((item, sort) => ({
        comb_code: item.code,
        comb_name: item.name,
        cls_code: item.cls,
        price_fen: parseYuan(item.price),
        act_price_fen: parseYuan(item.act ?? item.price),
        note: item.note,
        cxf_flag: item.cxf ?? 'F',
        on_site_only: item.onSiteOnly ?? false,
        sex_scope: item.sex ?? 0,
        sort,
      })),
    )
    .execute();
  await db
    .insertInto('item_links')
    .values(
      ITEM_LINKS.flatMap(([code, companions]) =>
        companions.map((companion_code) => ({ comb_code: code, companion_code })),
      ),
    )
    .execute();
  await db
    .insertInto('packages')
    .values(
      PACKAGES.map((p, sort) => ({
        clus_code: p.code,
        clus_name: p.name,
        clus_note: p.note,
        clus_type: p.type,
        sex: p.sex,
        price_fen: parseYuan(p.price),
        jd_flag: p.jdPrice === undefined ? 'F' : 'T',
        jd_price_fen: parseYuan(p.jdPrice ?? p.price),
        marr_status: p.marriedOnly ? 2 : 0,
        intro: `<p>${p.note}</p><p>共包含 ${p.items.length} 个检查项目，体检当日请空腹。</p>`,
        sort,
      })),
    )
    .execute();
  await db
    .insertInto('package_items')
    .values(PACKAGES.flatMap((p) => p.items.map((comb_code, sort) => ({ clus_code: p.code, comb_code, sort }))))
    .execute();
  await db.insertInto('notices').values({ title: NOTICE_TITLE, content: NOTICE_HTML }).execute();
  await db
    .insertInto('questions')
    .values(QUESTIONS.map((q) => ({ ...q, answers: JSON.stringify(q.answers) })))
    .execute();
  await db.insertInto('recommendations').values(RECOMMENDATIONS).execute();
}

async function loadPeople(db: Database, clock: Clock): Promise<void> {
  const now = clock.now();
  await db
    .insertInto('users')
    .values(
      DEMO_USERS.map((u) => ({
        openid: u.openid,
        name: u.name,
        idcard: u.idcard,
        tel: u.tel,
        sex: u.sex,
        birthday: u.birthday,
        marital_type: u.maritalType,
        created_at: now,
      })),
    )
    .execute();
  await db
    .insertInto('companies')
    .values([...COMPANIES])
    .execute();
  await db
    .insertInto('group_members')
    .values(GROUP_MEMBERS.map(({ wx_drprice, ...m }) => ({ ...m, wx_drprice_fen: parseYuan(wx_drprice) })))
    .execute();
  const [main] = DEMO_USERS;
  const today = shanghaiDateOf(now);
  const dates = { latest: addDays(today, -30), earlier: addDays(today, -400) };
  await db
    .insertInto('reports')
    .values(
      [main, ...REPORT_VISITORS]
        .flatMap((person, serial) =>
          demoReports({ ...person, birthYear: Number(person.birthday.slice(0, 4)) }, dates, serial),
        )
        .map((r) => ({ ...r, itemlist: JSON.stringify(r.itemlist) })),
    )
    .execute();
}

interface DemoOrder {
  type: OrderType;
  state: OrderState;
  person: { name: string; idcard: string; tel: string };
  clusCode: string;
  day: string;
  slot: readonly [string, string];
  createdMinutesAgo: number;
  extras?: ChosenExtra[];
  errmsg?: string;
  lncCode?: string;
}

/** The main demo visitor's orders in every state, and payment records in every pay_flag. */
async function loadHistory(db: Database, clock: Clock): Promise<void> {
  const now = clock.now();
  const today = shanghaiDateOf(now);
  const open = Array.from({ length: CAPACITY_DAYS }, (_, i) => i).filter(
    (i) => i >= 2 && demoDayKind(today, i) === 'plentiful',
  );
  const future = (n: number) => addDays(today, open[n] ?? 2);
  const [main] = DEMO_USERS;
  const [wife, father] = DEMO_RELATIVES;
  const slot = (code: string, name: string) => [code, name] as const;
  const orders: DemoOrder[] = [
    {
      type: 'person',
      state: 'F',
      person: wife,
      clusCode: 'P2002',
      day: future(0),
      slot: slot('02', '08:00-08:30'),
      createdMinutesAgo: 2 * 24 * 60,
    },
    {
      type: 'person',
      state: 'S',
      person: father,
      clusCode: 'P1001',
      day: future(1),
      slot: slot('03', '08:30-09:00'),
      createdMinutesAgo: 3,
    },
    {
      type: 'staff',
      state: 'export',
      person: wife,
      clusCode: 'S2001',
      day: future(2),
      slot: slot('01', '07:30-08:00'),
      createdMinutesAgo: 5 * 24 * 60,
    },
    {
      type: 'person',
      state: 'C',
      person: main,
      clusCode: 'P1002',
      day: addDays(today, -20),
      slot: slot('02', '08:00-08:30'),
      createdMinutesAgo: 30 * 24 * 60,
    },
    {
      type: 'vehicle',
      state: 'E',
      person: main,
      clusCode: 'V0001',
      day: addDays(today, -10),
      slot: slot('01', '07:30-08:00'),
      createdMinutesAgo: 15 * 24 * 60,
      errmsg: EXPIRED_ERRMSG,
    },
    {
      type: 'person',
      state: 'Refund',
      person: main,
      clusCode: 'P1003',
      day: addDays(today, -5),
      slot: slot('04', '09:00-09:30'),
      createdMinutesAgo: 12 * 24 * 60,
      extras: [{ comb_code: '0911', comb_name: 'C13 尿素呼气试验', price_fen: 15000, act_price_fen: 15000 }],
    },
    {
      type: 'group',
      state: 'F',
      person: main,
      clusCode: 'G1001',
      day: addDays(today, -40),
      slot: slot('01', '07:30-08:00'),
      createdMinutesAgo: 50 * 24 * 60,
      lncCode: 'L0001',
    },
  ];
  const packages = await db.selectFrom('packages').selectAll().execute();
  for (const [index, order] of orders.entries()) {
    const pkg = packages.find((p) => p.clus_code === order.clusCode);
    if (!pkg) throw new Error(`Demo order names unknown package ${order.clusCode}`);
    const extras = order.extras ?? [];
    const extrasFen = extras.reduce((sum, e) => sum + e.act_price_fen, 0);
    const group = order.type === 'group';
    const packageFen = pkg.jd_flag === 'T' ? pkg.jd_price_fen : pkg.price_fen;
    const createdAt = new Date(now.getTime() - order.createdMinutesAgo * 60_000);
    const pool = group ? teamPool(order.lncCode ?? '') : PERSON_POOL;
    const regNo = `W${today.replaceAll('-', '')}${String(900 + index)}`;
    const company = group ? COMPANIES.find((c) => c.lnc_code === order.lncCode) : undefined;
    const inserted = await db
      .insertInto('orders')
      .values({
        openid: main.openid,
        type: order.type,
        state: order.state,
        id_card: order.person.idcard,
        name: order.person.name,
        tel: order.person.tel,
        clus_code: pkg.clus_code,
        clus_name: pkg.clus_name,
        begin_time: order.day,
        sumtime_code: order.slot[0],
        sumtime_name: order.slot[1],
        pool,
        price_fen: pkg.price_fen,
        jd_flag: pkg.jd_flag,
        jd_price_fen: pkg.jd_price_fen,
        extras: JSON.stringify(extras),
        extras_fen: extrasFen,
        amount_fen: group ? 0 : packageFen + extrasFen,
        lnc_code: order.lncCode ?? null,
        company_name: company?.lnc_name ?? '',
        reg_no: regNo,
        errmsg: order.errmsg ?? '',
        created_at: createdAt,
        paid_at: order.state === 'F' || order.state === 'Refund' ? createdAt : null,
        closed_at: ['C', 'E', 'Refund'].includes(order.state) ? createdAt : null,
      })
      .returning(['id', 'amount_fen'])
      .executeTakeFirstOrThrow();
    if (['S', 'F', 'export'].includes(order.state) && order.day >= today) {
      await db
        .updateTable('capacity_slots')
        .set((eb) => ({ surplus: eb('surplus', '-', 1) }))
        .where('pool', '=', pool)
        .where('day', '=', order.day)
        .where('sumtime_code', '=', order.slot[0])
        .where('surplus', '>', 0)
        .execute();
    }
    const flag: PayFlag | null = order.state === 'F' && !group ? 'T' : order.state === 'Refund' ? 'TJServeERR' : null;
    if (flag) {
      await db
        .insertInto('pay_records')
        .values({
          reg_no: regNo,
          openid: main.openid,
          id_card: order.person.idcard,
          name: order.person.name,
          tj_date: order.day,
          clus_name: pkg.clus_name,
          amount_fen: inserted.amount_fen,
          pay_flag: flag,
          order_id: inserted.id,
          created_at: createdAt,
        })
        .execute();
    }
  }
  // Hospital-side bills (on-site extras) in the remaining pay_flag states; J...01 is the one to pay on the pay-confirm page.
  const bills: [string, PayFlag, string, number][] = [
    ['J202600000101', 'F', '加项：胸部低剂量螺旋 CT', 35000],
    ['J202600000102', 'EING', '加项：甲状腺功能（五项）', 10000],
    ['J202600000103', 'RefundERR', '加项：骨密度检测', 12000],
    ['J202600000104', 'T', '加项：24 小时动态血压监测', 20000],
    ['J202600000105', 'TJServeERR', '加项：C13 尿素呼气试验', 15000],
  ];
  await db
    .insertInto('pay_records')
    .values(
      bills.map(([reg_no, pay_flag, clus_name, amount_fen], i) => ({
        reg_no,
        openid: main.openid,
        id_card: main.idcard,
        name: main.name,
        tj_date: addDays(today, -i),
        clus_name,
        amount_fen,
        pay_flag,
        order_id: null,
        created_at: new Date(now.getTime() - (i + 1) * 3_600_000),
      })),
    )
    .execute();
}
