import { describe, expect, it } from 'vitest';
import { cookieAttributes, documentCookieJar, memoryCookieJar, memoryStorage } from './backends';
import { samplePackage, sampleUser } from '../../test/fixtures';
import { createSessionStore, DEFAULT_COOKIE_SECONDS, LOGIN_COOKIE_SECONDS } from './store';

function fakeStore(now: () => number = Date.now) {
  const cookies = memoryCookieJar(now);
  const backends = { cookies, session: memoryStorage(), local: memoryStorage() };
  return { store: createSessionStore(backends), cookies, backends };
}

describe('session store', () => {
  it('keeps openid and isOauth for the default 6000 s and the user for 15 days', () => {
    const { store, cookies } = fakeStore();
    store.openid.set('o-1');
    store.isOauth.set('1');
    store.user.set(sampleUser);
    expect(cookies.maxAgeOf('openid')).toBe(DEFAULT_COOKIE_SECONDS);
    expect(DEFAULT_COOKIE_SECONDS).toBe(6000);
    expect(cookies.maxAgeOf('isOauth')).toBe(6000);
    expect(cookies.maxAgeOf('user')).toBe(LOGIN_COOKIE_SECONDS);
    expect(LOGIN_COOKIE_SECONDS).toBe(15 * 86400);
  });

  it('forgets a cookie once its lifetime is over', () => {
    let now = 0;
    const { store } = fakeStore(() => now);
    store.openid.set('o-1');
    now = 5999_000;
    expect(store.openid.get()).toBe('o-1');
    now = 6000_000;
    expect(store.openid.get()).toBeUndefined();
  });

  it('round-trips structured values as JSON and strings as they are', () => {
    const { store, backends } = fakeStore();
    store.answers.set([{ type: '2', question_code: 'Q1', answer: 'A' }]);
    store.redirect.set('/MyOrderList?x=1');
    expect(store.answers.get()).toEqual([{ type: '2', question_code: 'Q1', answer: 'A' }]);
    expect(backends.session.getItem('redirect')).toBe('/MyOrderList?x=1');
  });

  it('uses the names the specs give and keeps the token in local storage', () => {
    const { store, backends } = fakeStore();
    store.patInfo.set({ name: '李明', idCard: '440305199003078913', tel: '13812345678' });
    store.itemList.set([]);
    store.token.set({ tokenType: 'Bearer', accessToken: 't', expiresAt: 1 });
    expect(backends.session.getItem('pat_info')).toContain('"idCard":"440305199003078913"');
    expect(backends.session.getItem('ItemList')).toBe('[]');
    expect(backends.local.getItem('token')).toBe('{"tokenType":"Bearer","accessToken":"t","expiresAt":1}');
    expect(backends.session.getItem('token')).toBeNull();
  });

  it('treats an unreadable stored value as absent', () => {
    const { store, backends } = fakeStore();
    backends.session.setItem('package', '{broken');
    expect(store.package.get()).toBeUndefined();
  });

  it('clears the booking draft (package, chosen items, questionnaire, answers) and nothing else', () => {
    const { store } = fakeStore();
    store.package.set(samplePackage);
    store.chosenItems.set({ totalPrice: 0, clusOut: [] });
    store.questionnaire.set('declined');
    store.answers.set([]);
    store.redirect.set('/x');
    store.openid.set('o-1');
    store.clearBookingDraft();
    expect([store.package, store.chosenItems, store.questionnaire, store.answers].map((slot) => slot.get())).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(store.redirect.get()).toBe('/x');
    expect(store.openid.get()).toBe('o-1');
  });

  it('keeps a form draft in sessionStorage under a key of its own (draft:<form>), never in localStorage or a cookie', () => {
    const { store, backends, cookies } = fakeStore();
    const draft = { fields: { idCard: { value: '440305199003078913', at: 1 } } };
    store.formDraft('ReportLogin').set(draft);
    expect(backends.session.getItem('draft:ReportLogin')).toBe(JSON.stringify(draft));
    expect(store.formDraft('ReportLogin').get()).toEqual(draft);
    expect(backends.local.getItem('draft:ReportLogin')).toBeNull();
    expect(cookies.get('draft:ReportLogin')).toBeUndefined();
    store.formDraft('ReportLogin').clear();
    expect(backends.session.getItem('draft:ReportLogin')).toBeNull();
  });

  it("forgets the booking's order-form draft with the booking draft, and keeps the other forms' drafts", () => {
    const { store } = fakeStore();
    const draft = { fields: { name: { value: '王芳', at: 1 } } };
    store.formDraft('PersonOrders').set(draft);
    store.formDraft('ReportLogin').set(draft);
    store.formDraft('GroupLogin').set(draft);
    store.clearBookingDraft();
    expect(store.formDraft('PersonOrders').get()).toBeUndefined();
    expect(store.formDraft('ReportLogin').get()).toEqual(draft);
    expect(store.formDraft('GroupLogin').get()).toEqual(draft);
  });

  it('writes real cookies through document.cookie by default', () => {
    const store = createSessionStore();
    store.user.set(sampleUser);
    store.openid.set('o 2;x');
    expect(documentCookieJar.get('openid')).toBe('o 2;x');
    expect(store.user.get()).toEqual(sampleUser);
    store.user.clear();
    expect(store.user.get()).toBeUndefined();
    store.package.set(samplePackage);
    expect(sessionStorage.getItem('package')).toBe(JSON.stringify(samplePackage));
  });
});

describe('cookie attributes', () => {
  it('mark the cookies Secure on HTTPS only, SameSite=Lax on the whole path always', () => {
    expect(cookieAttributes(6000, 'https:')).toBe('max-age=6000; path=/; SameSite=Lax; Secure');
    expect(cookieAttributes(6000, 'http:')).toBe('max-age=6000; path=/; SameSite=Lax');
  });
});
