/**
 * The session store: every cookie and Web Storage key the specs name, in one typed module, and the forms' drafts
 * (sessionStorage keys of the app's own, `draft:<form>`, see `useFormDraft`).
 * Screens and guards read and write session state only through a {@link SessionStore}; nothing else in the app
 * touches `document.cookie`, `sessionStorage` or `localStorage`.
 */
import type { DraftForm, FormDraft, SessionValues } from './values';
import { documentCookieJar, type CookieJar, type KeyValueStorage } from './backends';

/** Default cookie lifetime (docs/product/booking-journey.md §9). */
export const DEFAULT_COOKIE_SECONDS = 6000;
/** The logged-in state is kept about 15 days (docs/product/orders-reports-access.md §6). */
export const LOGIN_COOKIE_SECONDS = 15 * 24 * 60 * 60;

/** One stored value: read it, replace it, forget it. */
export interface Slot<T> {
  get(): T | undefined;
  set(value: T): void;
  clear(): void;
}

type Place = { area: 'cookie'; key: string; seconds: number } | { area: 'session' | 'local'; key: string };

/** Where each value lives and under which name (the names are the specs'). */
const places = {
  openid: { area: 'cookie', key: 'openid', seconds: DEFAULT_COOKIE_SECONDS },
  user: { area: 'cookie', key: 'user', seconds: LOGIN_COOKIE_SECONDS },
  isOauth: { area: 'cookie', key: 'isOauth', seconds: DEFAULT_COOKIE_SECONDS },
  package: { area: 'session', key: 'package' },
  chosenItems: { area: 'session', key: 'chosenItems' },
  questionnaire: { area: 'session', key: 'questionnaire' },
  answers: { area: 'session', key: 'answers' },
  redirect: { area: 'session', key: 'redirect' },
  reportList: { area: 'session', key: 'reportList' },
  patInfo: { area: 'session', key: 'pat_info' },
  report: { area: 'session', key: 'report' },
  itemList: { area: 'session', key: 'ItemList' },
  questionInfo: { area: 'session', key: 'questionInfo' },
  baseInfo: { area: 'session', key: 'baseInfo' },
  // The service token outlives the tab so a reload does not fetch a new one.
  token: { area: 'local', key: 'token' },
  campus: { area: 'session', key: 'campus' },
  oauthReturn: { area: 'session', key: 'oauthReturn' },
  appointment: { area: 'session', key: 'appointment' },
  order: { area: 'session', key: 'order' },
  groupUser: { area: 'session', key: 'groupUser' },
  signature: { area: 'session', key: 'signature' },
} as const satisfies Record<keyof SessionValues, Place>;

/** The values that make up a booking in progress; opening home forgets them (docs/product/booking-journey.md §2). */
const BOOKING_DRAFT_KEYS = [
  'package',
  'chosenItems',
  'questionnaire',
  'answers',
] as const satisfies readonly (keyof SessionValues)[];

/** Forms of the booking in progress: their drafts go with it when home opens (the next booking starts afresh). */
const BOOKING_FORM_DRAFTS = ['PersonOrders'] as const satisfies readonly DraftForm[];

/** Typed access to every session value, plus the few multi-key operations the specs describe. */
export type SessionStore = { readonly [K in keyof SessionValues]: Slot<SessionValues[K]> } & {
  /** Forgets the stored package, chosen items, questionnaire and answers, and the drafts of the booking's forms. */
  clearBookingDraft(): void;
  /**
   * A form's typed input kept across a reload (sessionStorage `draft:<form>`, never localStorage or a cookie: it may
   * hold an ID number). Not a spec value: read and written only by `useFormDraft`.
   */
  formDraft(form: DraftForm): Slot<FormDraft>;
};

/** The three places a store writes to; tests pass in-memory fakes. */
export interface SessionBackends {
  cookies: CookieJar;
  session: KeyValueStorage;
  local: KeyValueStorage;
}

/** Plain strings are stored as they are; everything else as JSON. */
function encode(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function decode<T>(raw: string | null | undefined, isString: boolean): T | undefined {
  if (raw == null) return undefined;
  if (isString) return raw as T;
  try {
    return JSON.parse(raw) as T;
  } catch {
    // A value another version of the app wrote in a different shape counts as absent.
    return undefined;
  }
}

/** Values stored as bare strings rather than JSON (cookies other code or the server may also read). */
const stringValues: ReadonlySet<keyof SessionValues> = new Set([
  'openid',
  'isOauth',
  'redirect',
  'campus',
  'questionnaire',
]);

function slot<K extends keyof SessionValues>(name: K, backends: SessionBackends): Slot<SessionValues[K]> {
  const place: Place = places[name];
  const isString = stringValues.has(name);
  if (place.area === 'cookie') {
    return {
      get: () => decode(backends.cookies.get(place.key), isString),
      set: (value) => backends.cookies.set(place.key, encode(value), place.seconds),
      clear: () => backends.cookies.remove(place.key),
    };
  }
  const storage = place.area === 'session' ? backends.session : backends.local;
  return {
    get: () => decode(storage.getItem(place.key), isString),
    set: (value) => storage.setItem(place.key, encode(value)),
    clear: () => storage.removeItem(place.key),
  };
}

/** Builds a store over the given backends (the browser's by default). */
export function createSessionStore(
  backends: SessionBackends = { cookies: documentCookieJar, session: sessionStorage, local: localStorage },
): SessionStore {
  const names = Object.keys(places) as (keyof SessionValues)[];
  const slots = Object.fromEntries(names.map((name) => [name, slot(name, backends)])) as {
    [K in keyof SessionValues]: Slot<SessionValues[K]>;
  };
  const formDraft = (form: DraftForm): Slot<FormDraft> => {
    const key = `draft:${form}`;
    return {
      get: () => decode(backends.session.getItem(key), false),
      set: (value) => backends.session.setItem(key, encode(value)),
      clear: () => backends.session.removeItem(key),
    };
  };
  return {
    ...slots,
    clearBookingDraft() {
      for (const name of BOOKING_DRAFT_KEYS) slots[name].clear();
      for (const form of BOOKING_FORM_DRAFTS) formDraft(form).clear();
    },
    formDraft,
  };
}
