/**
 * Every route of both specs, in journey order, with its access group (orders-reports-access.md §2).
 * A route is registered with the router only once its module exists (`load`); adding a screen is a one-line edit of
 * its entry (`load: () => import('./area/Screen')`), adding a route not listed here is one appended line.
 * The position of an entry is its ordering index (`handle.index`).
 */
import type { LazyRouteFunction, RouteObject } from 'react-router';
import type { LazyCheckupClient } from '../services/lazyClient';
import { readOauthQuery, signInStartQuery } from './access/signInStart';

/**
 * `open`: login not required; `login`: login required; `unflagged`: no access flag set (§2's three lists).
 * Routes the spec names outside those lists (/oauth, /login, /questionDetails, the pay-confirm page) are `unflagged`.
 */
export type RouteAccess = 'open' | 'login' | 'unflagged';

/** What a route module exports: the lazily loaded route properties (`Component`, optionally `loader`, `ErrorBoundary`). */
export type RouteModule = Awaited<ReturnType<LazyRouteFunction<RouteObject>>>;

/** The address the first screen opens with, as start-up predicts it (`predictFirstRoute` in `router.tsx`). */
export interface FirstAddress {
  /** The screen's query (the sign-in page's, when the guard is sending the visitor there). */
  query: URLSearchParams;
  /** The path the guard has saved, or will save, for after sign-in. */
  remembered: string | undefined;
}

/** One line of the route table. */
export interface RouteEntry {
  path: `/${string}`;
  /**
   * The screen's name, as its NavBar heading shows it: the page's title (`document.title`, which the messaging app's
   * top bar and screen readers read) while the screen shows (`routes/screenChange.ts`). Every entry of
   * {@link routeTable} has one; a route without it (a test's table) is titled 体检预约.
   */
  title?: string;
  access: RouteAccess;
  /** Loads the screen's module; absent while the screen is not built (the route is then not registered). */
  load?: () => Promise<RouteModule>;
  /** A second address for the same screen. */
  alias?: `/${string}`;
  /** The screen opens a dialog (`confirm()`) on its first render: the dialog's code loads with the screen's. */
  asksAtOnce?: true;
  /**
   * Starts the call the screen makes as it mounts, for when it is the first screen (`services/warmUp.ts`): the call
   * then goes out with the screen's code instead of after its first render, and the screen's own call takes the answer.
   */
  prefetch?: (api: Pick<LazyCheckupClient, 'prefetch'>, address: FirstAddress) => void;
}

/** Route metadata the router gives each screen (`useRouteHandle()` in `router.tsx`). */
export interface RouteHandle {
  access: RouteAccess;
  /** Position in the table (journey order), e.g. for choosing a forward or backward page transition. */
  index: number;
}

/**
 * Titles are the text of the screen's `<NavBar title>` (table.test.ts compares each with its message); /TeamLogin,
 * which has no screen, is named like the group login it stands for.
 */
export const routeTable: readonly (RouteEntry & { title: string })[] = [
  { path: '/', title: '体检预约', access: 'open', load: () => import('./home/HomeRoute') },
  {
    path: '/PersonIndex',
    title: '健康体检套餐',
    access: 'open',
    asksAtOnce: true,
    load: () => import('./packages/PersonIndex'),
    // The package lists' own calls (loadPackages.ts); packages/prefetch.test.ts keeps them the same.
    prefetch: (api) => api.prefetch('GetClusItemList', { clus_type: '3' }),
  },
  {
    path: '/StaffIndex',
    title: '入职体检套餐',
    access: 'open',
    load: () => import('./packages/StaffIndex'),
    prefetch: (api) => api.prefetch('GetClusItemList', { clus_type: '1' }),
  },
  {
    path: '/VehicleIndexs',
    title: '驾驶证体检套餐',
    access: 'open',
    alias: '/VehicleIndex',
    load: () => import('./packages/VehicleIndex'),
    prefetch: (api) => api.prefetch('GetVehicleClusItem', { clus_type: '2' }),
  },
  { path: '/questionIndex', title: '健康问卷调查', access: 'login', load: () => import('./questionIndex/questionIndex') },
  { path: '/PersonDetails', title: '套餐详情', access: 'open', load: () => import('./details/PersonDetails') },
  { path: '/addClusItem', title: '添加体检项目', access: 'unflagged', load: () => import('./addClusItem/addClusItem') },
  { path: '/PersonBookSum', title: '选择体检日期', access: 'login', load: () => import('./PersonBookSum/PersonBookSum') },
  { path: '/PersonOrders', title: '确认订单', access: 'login', load: () => import('./PersonOrders/PersonOrders') },
  { path: '/PersonPayment', title: '订单支付', access: 'login', load: () => import('./PersonPayment/PersonPayment') },
  { path: '/GroupLogin', title: '团体体检登录', access: 'login', load: () => import('./GroupLogin/GroupLogin') },
  { path: '/TeamLogin', title: '团体体检登录', access: 'login' },
  { path: '/TeamDetails', title: '团检套餐', access: 'unflagged', load: () => import('./TeamDetails/TeamDetails') },
  { path: '/TeamAddClusItem', title: '添加体检项目', access: 'login', load: () => import('./TeamAddClusItem/TeamAddClusItem') },
  { path: '/TeamBookSum', title: '选择体检日期', access: 'login', load: () => import('./TeamBookSum/TeamBookSum') },
  { path: '/TeamOrders', title: '确认预约', access: 'login', load: () => import('./TeamOrders/TeamOrders') },
  { path: '/MyOrderList', title: '我的预约', access: 'login', load: () => import('./MyOrderList/MyOrderList') },
  { path: '/OrderDetails', title: '订单详情', access: 'login', load: () => import('./OrderDetails/OrderDetails') },
  { path: '/PayRecord', title: '缴费记录', access: 'login', load: () => import('./PayRecord/PayRecord') },
  { path: '/PayConfirm', title: '缴费确认', access: 'unflagged', load: () => import('./PayConfirm/PayConfirm') },
  { path: '/SweepCodePay', title: '扫码缴费', access: 'login', load: () => import('./SweepCodePay/SweepCodePay') },
  { path: '/ReportLogin', title: '体检报告查询', access: 'login', load: () => import('./ReportLogin/ReportLogin') },
  { path: '/ReportList', title: '我的报告', access: 'unflagged', load: () => import('./ReportList/ReportList') },
  { path: '/ReportMian', title: '报告首页', access: 'open', load: () => import('./ReportMian/ReportMian') },
  { path: '/ReportGuide', title: '报告阅读指南', access: 'unflagged', load: () => import('./ReportGuide/ReportGuide') },
  { path: '/ReportFinal', title: '总检结论', access: 'unflagged', load: () => import('./ReportFinal/ReportFinal') },
  { path: '/ReportSuggest', title: '健康建议', access: 'unflagged', load: () => import('./ReportSuggest/ReportSuggest') },
  { path: '/ReportDetails', title: '检查明细', access: 'unflagged', load: () => import('./ReportDetails/ReportDetails') },
  { path: '/Questionnaire', title: '个性化体检', access: 'open', load: () => import('./Questionnaire/Questionnaire') },
  { path: '/questionBaseInfo', title: '基本信息', access: 'login', load: () => import('./questionBaseInfo/questionBaseInfo') },
  { path: '/question', title: '健康问卷', access: 'login', load: () => import('./question/question') },
  { path: '/questionJkpg', title: '健康评估', access: 'login', load: () => import('./questionJkpg/questionJkpg') },
  { path: '/questionords', title: '我的个性化体检', access: 'login', load: () => import('./questionords/questionords') },
  { path: '/questionResult', title: '推荐体检项目', access: 'login', load: () => import('./questionResult/questionResult') },
  { path: '/questionDetails', title: '项目详情', access: 'unflagged', load: () => import('./questionDetails/questionDetails') },
  { path: '/signature', title: '电子签名', access: 'unflagged', load: () => import('./signature/signature') },
  { path: '/notice', title: '体检须知', access: 'unflagged', load: () => import('./notice/NoticeRoute') },
  { path: '/test', title: '文档预览', access: 'unflagged', load: () => import('./test/DocumentViewerRoute') },
  {
    path: '/oauth',
    title: '授权登录',
    access: 'unflagged',
    load: () => import('./access/OauthRoute'),
    // The landing page's first call (signIn.ts): a cold link to a login-required page leaves for sign-in sooner.
    prefetch: (api, { query, remembered }) => {
      const startQuery = signInStartQuery(readOauthQuery(query), remembered);
      if (startQuery) api.prefetch('toWeChatOauth', undefined, { query: startQuery });
    },
  },
  { path: '/login', title: '账号登录 / 注册', access: 'unflagged', load: () => import('./access/LoginRoute') },
];

/** Route paths compare like the router matches them: case-insensitively, ignoring a trailing slash. */
function normalise(path: string): string {
  return (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();
}

/** The table entry serving a path (by its path or alias), if any. */
export function findRoute(pathname: string, table: readonly RouteEntry[] = routeTable): RouteEntry | undefined {
  const wanted = normalise(pathname);
  return table.find((entry) => normalise(entry.path) === wanted || (entry.alias !== undefined && normalise(entry.alias) === wanted));
}
