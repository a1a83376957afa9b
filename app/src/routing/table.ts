/**
 * Every route of both specs, in journey order, with its access group (docs/product/orders-reports-access.md §2).
 * A route is registered with the router only once its module exists (`load`); adding a screen is a one-line edit of
 * its entry (`load: () => import('../features/area/AreaScreen')`), adding a route not listed here is one appended line.
 * The position of an entry is its ordering index (`handle.index`).
 */
import type { LazyRouteFunction, RouteObject } from 'react-router';
import type { LazyCheckupClient } from '../services/lazyClient';
import { readOauthQuery, signInStartQuery } from '../features/access/signInStart';
import type { RouteAccess } from './routeHandle';

/** What a route module exports: the lazily loaded route properties (`Component`, optionally `loader`, `ErrorBoundary`). */
export type RouteModule = Awaited<ReturnType<LazyRouteFunction<RouteObject>>>;

/** The address the first screen opens with, as start-up predicts it (`predictFirstRoute` in `firstRoute.ts`). */
export interface FirstAddress {
  /** The screen's query (the sign-in page's, when the guard is sending the visitor there). */
  query: URLSearchParams;
  /** The path the guard has saved, or will save, for after sign-in. */
  remembered: string | undefined;
}

/** One line of the route table. */
export interface RouteEntry {
  path: `/${string}`;
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

export const routeTable: readonly RouteEntry[] = [
  { path: '/', access: 'open', load: () => import('../features/home/HomeScreen') },
  {
    path: '/PersonIndex',
    access: 'open',
    asksAtOnce: true,
    load: () => import('../features/booking/PersonPackageListScreen'),
    // The package lists' own calls (loadPackages.ts); packages/prefetch.test.ts keeps them the same.
    prefetch: (api) => api.prefetch('GetClusItemList', { clus_type: '3' }),
  },
  {
    path: '/StaffIndex',
    access: 'open',
    load: () => import('../features/booking/StaffPackageListScreen'),
    prefetch: (api) => api.prefetch('GetClusItemList', { clus_type: '1' }),
  },
  {
    path: '/VehicleIndexs',
    access: 'open',
    alias: '/VehicleIndex',
    load: () => import('../features/booking/VehiclePackageListScreen'),
    prefetch: (api) => api.prefetch('GetVehicleClusItem', { clus_type: '2' }),
  },
  {
    path: '/questionIndex',
    access: 'login',
    load: () => import('../features/questionnaire/HealthQuestionnaireScreen'),
  },
  { path: '/PersonDetails', access: 'open', load: () => import('../features/booking/PackageDetailsScreen') },
  { path: '/addClusItem', access: 'unflagged', load: () => import('../features/extras/PersonExtrasScreen') },
  { path: '/PersonBookSum', access: 'login', load: () => import('../features/booking/PersonCalendarScreen') },
  { path: '/PersonOrders', access: 'login', load: () => import('../features/booking/PersonOrderScreen') },
  { path: '/PersonPayment', access: 'login', load: () => import('../features/payments/PendingPaymentScreen') },
  { path: '/GroupLogin', access: 'login', load: () => import('../features/group/GroupLoginScreen') },
  { path: '/TeamLogin', access: 'login', load: () => import('../features/group/TeamLoginScreen') },
  { path: '/TeamDetails', access: 'unflagged', load: () => import('../features/group/GroupPackageScreen') },
  { path: '/TeamAddClusItem', access: 'login', load: () => import('../features/extras/GroupExtrasScreen') },
  { path: '/TeamBookSum', access: 'login', load: () => import('../features/group/GroupCalendarScreen') },
  { path: '/TeamOrders', access: 'login', load: () => import('../features/group/GroupOrderScreen') },
  { path: '/MyOrderList', access: 'login', load: () => import('../features/orders/MyOrdersScreen') },
  { path: '/OrderDetails', access: 'login', load: () => import('../features/orders/OrderDetailsScreen') },
  { path: '/PayRecord', access: 'login', load: () => import('../features/payments/PaymentRecordsScreen') },
  { path: '/PayConfirm', access: 'unflagged', load: () => import('../features/payments/PayConfirmScreen') },
  { path: '/SweepCodePay', access: 'login', load: () => import('../features/payments/ScanCodePayScreen') },
  { path: '/ReportLogin', access: 'login', load: () => import('../features/reports/ReportLoginScreen') },
  { path: '/ReportList', access: 'unflagged', load: () => import('../features/reports/ReportListScreen') },
  { path: '/ReportMian', access: 'open', load: () => import('../features/reports/ReportHomeScreen') },
  { path: '/ReportGuide', access: 'unflagged', load: () => import('../features/reports/ReportGuideScreen') },
  { path: '/ReportFinal', access: 'unflagged', load: () => import('../features/reports/ReportConclusionScreen') },
  { path: '/ReportSuggest', access: 'unflagged', load: () => import('../features/reports/HealthAdviceScreen') },
  { path: '/ReportDetails', access: 'unflagged', load: () => import('../features/reports/ReportResultsScreen') },
  { path: '/Questionnaire', access: 'open', load: () => import('../features/questionnaire/PersonalisedCheckupScreen') },
  { path: '/questionBaseInfo', access: 'login', load: () => import('../features/questionnaire/BaseInfoScreen') },
  { path: '/question', access: 'login', load: () => import('../features/questionnaire/PersonalisedQuestionsScreen') },
  { path: '/questionJkpg', access: 'login', load: () => import('../features/questionnaire/HealthAssessmentScreen') },
  { path: '/questionords', access: 'login', load: () => import('../features/questionnaire/PersonalisedOrdersScreen') },
  { path: '/questionResult', access: 'login', load: () => import('../features/questionnaire/RecommendedItemsScreen') },
  { path: '/questionDetails', access: 'unflagged', load: () => import('../features/questionnaire/ItemDetailsScreen') },
  { path: '/signature', access: 'unflagged', load: () => import('../features/access/SignatureScreen') },
  { path: '/notice', access: 'unflagged', load: () => import('../features/booking/NoticeScreen') },
  { path: '/test', access: 'unflagged', load: () => import('../features/booking/DocumentViewerScreen') },
  {
    path: '/oauth',
    access: 'unflagged',
    load: () => import('../features/access/OauthScreen'),
    // The landing page's first call (signIn.ts): a cold link to a login-required page leaves for sign-in sooner.
    prefetch: (api, { query, remembered }) => {
      const startQuery = signInStartQuery(readOauthQuery(query), remembered);
      if (startQuery) api.prefetch('toWeChatOauth', undefined, { query: startQuery });
    },
  },
  { path: '/login', access: 'unflagged', load: () => import('../features/access/RegistrationScreen') },
];

/** Route paths compare like the router matches them: case-insensitively, ignoring a trailing slash. */
function normalise(path: string): string {
  return (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();
}

/** The table entry serving a path (by its path or alias), if any. */
export function findRoute(pathname: string, table: readonly RouteEntry[] = routeTable): RouteEntry | undefined {
  const wanted = normalise(pathname);
  return table.find(
    (entry) => normalise(entry.path) === wanted || (entry.alias !== undefined && normalise(entry.alias) === wanted),
  );
}
