/**
 * What the reliability tests check in the database: the capacity ledger of every slot, a fingerprint of the
 * business tables, and a log of every committed row change (both to prove refused requests changed nothing).
 */
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

// The `Database` type of the server; tests only run raw SQL through it.
type AnyDb = Kysely<never>;

/** One slot's figures: places in total, remaining (`surplus`), and held by orders in S, F or export. */
export interface SlotLedger {
  key: string;
  total: number;
  surplus: number;
  taken: number;
}

/** Every slot of every pool and day with the places its orders hold. */
export async function slotLedgers(db: AnyDb): Promise<SlotLedger[]> {
  const { rows } = await sql<{
    pool: string;
    day: string;
    code: string;
    total: number;
    surplus: number;
    taken: number;
  }>`
    SELECT s.pool, s.day, s.sumtime_code AS code, s.total, s.surplus,
           (SELECT count(*)::int FROM orders o
             WHERE o.pool = s.pool AND o.begin_time = s.day AND o.sumtime_code = s.sumtime_code
               AND o.state IN ('S', 'F', 'export')) AS taken
      FROM capacity_slots s
     ORDER BY s.pool, s.day, s.sumtime_code`.execute(db);
  return rows.map((r) => ({
    key: `${r.pool}|${r.day}|${r.code}`,
    total: Number(r.total),
    surplus: Number(r.surplus),
    taken: Number(r.taken),
  }));
}

/**
 * Places each slot counts as taken without an order of ours: the demo data's full and tight days stand for places
 * booked through the hospital's other channels. The capacity invariant is `taken + surplus + outside = total` with
 * `outside` unchanged by anything our server does (0 for every slot a test sets up itself).
 */
export function outsidePlaces(ledgers: readonly SlotLedger[]): Map<string, number> {
  return new Map(ledgers.map((l) => [l.key, l.total - l.surplus - l.taken]));
}

/** Slots that break the invariant against a baseline of outside places, as readable lines (empty when it holds). */
export function invariantBreaches(ledgers: readonly SlotLedger[], outside: ReadonlyMap<string, number>): string[] {
  return ledgers
    .filter((l) => l.surplus < 0 || l.surplus > l.total || l.taken + l.surplus + (outside.get(l.key) ?? 0) !== l.total)
    .map(
      (l) =>
        `${l.key}: total ${l.total}, surplus ${l.surplus}, held by orders ${l.taken}, outside ${outside.get(l.key) ?? 0}`,
    );
}

/** Orders holding a place (S, F, export) in a slot that does not exist, as readable lines (empty when none). */
export async function orphanOrders(db: AnyDb): Promise<string[]> {
  const { rows } = await sql<{ id: number; pool: string; day: string; code: string; state: string }>`
    SELECT o.id, o.pool, o.begin_time AS day, o.sumtime_code AS code, o.state
      FROM orders o
     WHERE o.state IN ('S', 'F', 'export')
       AND NOT EXISTS (SELECT 1 FROM capacity_slots s WHERE s.pool = o.pool AND s.day = o.begin_time AND s.sumtime_code = o.sumtime_code)
     ORDER BY o.id`.execute(db);
  return rows.map((r) => `order ${r.id} (${r.state}) holds ${r.pool}|${r.day}|${r.code}, which does not exist`);
}

/** Business tables a refused request must not touch (platform tables — sessions, rate-limit counters — may change). */
export const BUSINESS_TABLES = [
  'orders',
  'payments',
  'pay_records',
  'capacity_slots',
  'capacity_days',
  'users',
  'group_members',
  'companies',
  'verify_codes',
  'sms_outbox',
  'report_grants',
  'reports',
  'packages',
  'items',
  'notices',
  'questions',
] as const;

/** Row count and content hash of each business table. */
export async function tableFingerprints(db: AnyDb): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of BUSINESS_TABLES) {
    const { rows } = await sql<{ row: string }>`SELECT t::text AS row FROM ${sql.table(table)} t`.execute(db);
    const hash = createHash('sha256');
    for (const row of rows.map((r) => r.row).sort()) hash.update(row).update('\n');
    out[table] = `${rows.length} rows, ${hash.digest('hex').slice(0, 16)}`;
  }
  return out;
}

/** Tables a refused request may change: the HTTP layer's own (sessions, shared secrets) and the migration record. */
const PLATFORM_TABLES = ['http_session', 'platform_secret', 'schema_migrations'] as const;

/** One committed row change the write log saw. `columns`: for an UPDATE, the columns whose value changed. */
export interface LoggedWrite {
  table: string;
  op: 'INSERT' | 'UPDATE' | 'DELETE' | 'TRUNCATE';
  columns: string | null;
  row: string | null;
}

const WRITE_LOG = 'reliability_write_log';

/**
 * A per-request oracle of "database unchanged", cheap enough to ask after every request: row triggers on every table
 * of the test's database except {@link PLATFORM_TABLES} record each committed INSERT, DELETE and TRUNCATE and each
 * UPDATE that changes a value (an UPDATE rewriting the same values is no change; a rolled-back transaction leaves no
 * entry). `take()` returns the entries since the last call and clears them. For test databases only: it adds a table,
 * a function and triggers.
 */
export async function watchWrites(db: AnyDb): Promise<{ tables: string[]; take(): Promise<LoggedWrite[]> }> {
  await sql`CREATE TABLE IF NOT EXISTS ${sql.table(WRITE_LOG)} (id bigserial PRIMARY KEY, tbl text NOT NULL, op text NOT NULL, columns text, row_text text)`.execute(
    db,
  );
  await sql
    .raw(
      `
    CREATE OR REPLACE FUNCTION reliability_record_write() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      before_row jsonb := CASE WHEN TG_LEVEL = 'ROW' AND TG_OP IN ('UPDATE', 'DELETE') THEN to_jsonb(OLD) END;
      after_row jsonb := CASE WHEN TG_LEVEL = 'ROW' AND TG_OP IN ('INSERT', 'UPDATE') THEN to_jsonb(NEW) END;
    BEGIN
      IF TG_OP = 'UPDATE' AND before_row = after_row THEN RETURN NULL; END IF;
      INSERT INTO ${WRITE_LOG} (tbl, op, columns, row_text) VALUES (
        TG_TABLE_NAME, TG_OP,
        CASE WHEN TG_OP = 'UPDATE' THEN (SELECT string_agg(key, ',' ORDER BY key) FROM jsonb_each(after_row) WHERE before_row -> key IS DISTINCT FROM value) END,
        left(coalesce(after_row, before_row)::text, 300));
      RETURN NULL;
    END
    $$`,
    )
    .execute(db);
  const { rows } = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> ${WRITE_LOG}
     ORDER BY table_name`.execute(db);
  const tables = rows.map((r) => r.name).filter((name) => !(PLATFORM_TABLES as readonly string[]).includes(name));
  for (const table of tables) {
    for (const [suffix, timing] of [
      ['rows', 'AFTER INSERT OR UPDATE OR DELETE ON %s FOR EACH ROW'],
      ['truncate', 'AFTER TRUNCATE ON %s FOR EACH STATEMENT'],
    ] as const) {
      const trigger = sql.id(`reliability_${suffix}_${table}`);
      await sql`DROP TRIGGER IF EXISTS ${trigger} ON ${sql.table(table)}`.execute(db);
      const [head, tail] = timing.split('%s') as [string, string];
      await sql`CREATE TRIGGER ${trigger} ${sql.raw(head)}${sql.table(table)}${sql.raw(tail)} EXECUTE FUNCTION reliability_record_write()`.execute(
        db,
      );
    }
  }
  return {
    tables,
    async take() {
      const log = await sql<{
        id: string;
        tbl: string;
        op: LoggedWrite['op'];
        columns: string | null;
        row_text: string | null;
      }>`
        DELETE FROM ${sql.table(WRITE_LOG)} RETURNING id, tbl, op, columns, row_text`.execute(db);
      return log.rows
        .sort((a, b) => Number(a.id) - Number(b.id))
        .map((r) => ({ table: r.tbl, op: r.op, columns: r.columns, row: r.row_text }));
    },
  };
}
