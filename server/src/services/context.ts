import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import type { RefundGateway } from './refundGateway';
import type { UpstreamFaults } from './upstreams';

/** Business settings the services obey; the HTTP layer fills them from the runtime configuration / environment. */
export interface BusinessSettings {
  /** Online payment in use: personal orders start in S (awaiting payment) instead of F. */
  payEnabled: boolean;
  /** Bookable days: from today + start to today + end (inclusive). */
  bookingStartDays: number;
  bookingEndDays: number;
  /** Cancel deadline lead days (see `cancelDeadline` in @checkup/sdk/rules). */
  personCancelLeadDays: number;
  teamCancelLeadDays: number;
  /** When false, ReportLogin accepts `defaultVerifyCode` without an SMS. */
  verifyCodeEnabled: boolean;
  defaultVerifyCode: string;
  /** Identity of the (sandbox) payment merchant and the key that signs JSAPI parameters. */
  payAppId: string;
  paySignKey: string;
  /** How long a call to an outside system (services/upstreams.ts) may take before the operation gives up. */
  upstreamTimeoutMs: number;
  /**
   * Items only added on site, when configured (CHECKUP_ON_SITE_ONLY_CODES): then this list, as `/config.json` publishes
   * it, replaces the catalogue's own `on_site_only` flags. Empty: the flags.
   */
  onSiteOnlyCodes: readonly string[];
  /**
   * Most active personal orders (S inside its payment window, F, export; today or later) one visitor (openid) may hold
   * at once (CHECKUP_MAX_ACTIVE_ORDERS). Group orders are the company's and do not count.
   */
  maxActiveOrders: number;
  /** Most unpaid personal orders one visitor may hold at once (services/holdLimits.ts). */
  maxUnpaidHolds: number;
  /** Most verification codes one phone, and one client address, may be sent in an hour (services/verifyCodes.ts). */
  smsPerHour: { phone: number; address: number };
}

/** Settings used when nothing is configured (development and tests). */
export const DEFAULT_SETTINGS: BusinessSettings = {
  payEnabled: true,
  bookingStartDays: 1,
  bookingEndDays: 30,
  personCancelLeadDays: 1,
  teamCancelLeadDays: 1,
  verifyCodeEnabled: true,
  defaultVerifyCode: '000000',
  payAppId: 'wx-checkup-sandbox',
  paySignKey: 'checkup-sandbox-pay-key',
  upstreamTimeoutMs: 8_000,
  onSiteOnlyCodes: [],
  maxActiveOrders: 5,
  // Tests book several unpaid orders per visitor; the server's own default (config.ts) is 2.
  maxUnpaidHolds: 100,
  smsPerHour: { phone: 5, address: 20 },
};

/**
 * Where services report what an operator must act on (money owed). The server hands its pino logger (ID numbers and
 * phones masked); the fields are structured and carry no personal data.
 */
interface ServiceLog {
  error(fields: Record<string, unknown>, message: string): void;
}

/** What every service function receives. */
export interface ServiceContext {
  db: Database;
  clock: Clock;
  settings: BusinessSettings;
  /** Outages switched on by the provider verification and tests (never set by `npm start`). */
  faults?: UpstreamFaults | undefined;
  /** The payment provider's refund call; unset, the sandbox provider's (services/refundGateway.ts). */
  refundGateway?: RefundGateway | undefined;
  /** The server's log; unset (tools, most tests), nothing is logged. */
  log?: ServiceLog | undefined;
}
