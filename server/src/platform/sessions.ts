import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PlatformDb } from './tables';

/** Name of the signed, httpOnly session cookie. */
export const SESSION_COOKIE = 'checkup_session';
/** A sign-in lasts about 15 days, like the app's `user` cookie. */
export const SESSION_LIFETIME_MS = 15 * 24 * 60 * 60 * 1000;

/** The server-side state behind one `checkup_session` cookie. */
export interface Session {
  id: string;
  openid: string | null;
  /** Report access grant issued by a successful ReportLogin (its validity is the reports service's business). */
  reportGrant: string | null;
}

/**
 * Sessions stored in the database and referenced by a signed cookie (`<id>.<hmac>`): the signature rejects forged ids
 * without a query, the row makes a session valid on every instance and revocable.
 */
export class SessionStore {
  readonly #db: PlatformDb;
  readonly #secret: string;
  readonly #now: () => Date;

  constructor(db: PlatformDb, secret: string, now: () => Date) {
    this.#db = db;
    this.#secret = secret;
    this.#now = now;
  }

  /** Cookie value for a session id. */
  cookieValue(id: string): string {
    return `${id}.${this.#sign(id)}`;
  }

  /** The live session a cookie value points to, or null when absent, forged or expired. */
  async fromCookie(value: string | undefined): Promise<Session | null> {
    if (!value) return null;
    const dot = value.lastIndexOf('.');
    if (dot <= 0) return null;
    const id = value.slice(0, dot);
    const expected = Buffer.from(this.#sign(id));
    const given = Buffer.from(value.slice(dot + 1));
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    const row = await this.#db
      .selectFrom('http_session')
      .select(['id', 'openid', 'report_grant'])
      .where('id', '=', id)
      .where('expires_at', '>', this.#now())
      .executeTakeFirst();
    return row ? { id: row.id, openid: row.openid, reportGrant: row.report_grant } : null;
  }

  /** Creates a session (optionally signed in with an openid). */
  async create(openid: string | null): Promise<Session> {
    const id = randomBytes(24).toString('base64url');
    const now = this.#now();
    await this.#db
      .insertInto('http_session')
      .values({
        id,
        openid,
        report_grant: null,
        created_at: now,
        expires_at: new Date(now.getTime() + SESSION_LIFETIME_MS),
      })
      .execute();
    return { id, openid, reportGrant: null };
  }

  async setOpenid(id: string, openid: string): Promise<void> {
    await this.#db.updateTable('http_session').set({ openid }).where('id', '=', id).execute();
  }

  /** Records (or with null, drops) the ReportLogin grant of this session. */
  async setReportGrant(id: string, grant: string | null): Promise<void> {
    await this.#db.updateTable('http_session').set({ report_grant: grant }).where('id', '=', id).execute();
  }

  /** Deletes expired sessions (called by the periodic sweep). */
  async purgeExpired(): Promise<void> {
    await this.#db.deleteFrom('http_session').where('expires_at', '<=', this.#now()).execute();
  }

  #sign(id: string): string {
    return createHmac('sha256', this.#secret).update(`session:${id}`).digest('base64url');
  }
}
