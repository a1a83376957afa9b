import { describe, expect, it } from 'vitest';
import {
  accessMessages,
  addItemMessages,
  bookingMessages,
  groupMessages,
  homeMessages,
  noticeMessages,
  orderMessages,
  packageMessages,
  payRecordMessages,
  personalisedMessages,
  questionnaireMessages,
  reportMessages,
  signatureMessages,
} from '../messages';
import { screenTitles } from '../messages/titles';
import type { RouteAccess } from './routeHandle';
import { findRoute, routeTable } from './table';

/** The three lists of docs/product/orders-reports-access.md §2, verbatim. */
const specLists: Record<Exclude<RouteAccess, never>, string[]> = {
  open: ['/', '/PersonIndex', '/VehicleIndex', '/StaffIndex', '/Questionnaire', '/PersonDetails', '/ReportMian'],
  login: [
    '/questionords',
    '/questionBaseInfo',
    '/question',
    '/questionResult',
    '/PersonBookSum',
    '/PersonOrders',
    '/PersonPayment',
    '/MyOrderList',
    '/OrderDetails',
    '/PayRecord',
    '/TeamLogin',
    '/TeamAddClusItem',
    '/GroupLogin',
    '/TeamBookSum',
    '/TeamOrders',
    '/ReportLogin',
    '/SweepCodePay',
    '/questionIndex',
    '/questionJkpg',
  ],
  unflagged: [
    '/test',
    '/notice',
    '/addClusItem',
    '/signature',
    '/TeamDetails',
    '/ReportList',
    '/ReportFinal',
    '/ReportGuide',
    '/ReportSuggest',
    '/ReportDetails',
  ],
};

describe('route table', () => {
  it.each(Object.entries(specLists).flatMap(([access, paths]) => paths.map((path) => [path, access])))(
    '%s is in the %s group',
    (path, access) => {
      expect(findRoute(path)?.access).toBe(access);
    },
  );

  it('declares every route of docs/product/booking-journey.md §2', () => {
    const journey = [
      '/',
      '/PersonIndex',
      '/StaffIndex',
      '/VehicleIndexs',
      '/questionIndex',
      '/PersonDetails',
      '/addClusItem',
      '/PersonBookSum',
      '/PersonOrders',
      '/PersonPayment',
      '/GroupLogin',
      '/TeamDetails',
      '/TeamAddClusItem',
      '/TeamBookSum',
      '/TeamOrders',
      '/MyOrderList',
      '/ReportLogin',
      '/notice',
    ];
    expect(journey.filter((path) => !findRoute(path))).toEqual([]);
  });

  it('declares the other named routes without an access flag', () => {
    for (const path of ['/oauth', '/login', '/questionDetails']) expect(findRoute(path)?.access).toBe('unflagged');
  });

  it('serves the vehicle list under both addresses', () => {
    expect(findRoute('/VehicleIndex')).toBe(findRoute('/VehicleIndexs'));
  });

  it('has each path once', () => {
    const paths = routeTable.flatMap((entry) =>
      [entry.path, ...(entry.alias ? [entry.alias] : [])].map((p) => p.toLowerCase()),
    );
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives the login-required group exactly the spec list', () => {
    const login = routeTable.filter((entry) => entry.access === 'login').map((entry) => entry.path);
    expect(login.sort()).toEqual([...specLists.login].sort());
  });

  it.each(routeTable.filter((entry) => entry.load).map((entry) => [entry.path, entry] as const))(
    'the module of %s exports its screen as Component',
    async (_path, entry) => {
      const module = await entry.load?.();
      expect(typeof module?.Component).toBe('function');
    },
  );

  it.each(routeTable.map((entry) => [entry.path, screenTitles[entry.path]] as const))(
    'titles %s (%s)',
    (_path, title) => {
      expect(title?.trim()).toBeTruthy();
    },
  );

  /**
   * The message each screen shows as its NavBar title (its `<h1>`): the page's title is the same text. /TeamLogin has no
   * screen and is named like the group login.
   */
  const headings: Record<string, string> = {
    '/': homeMessages.title,
    '/PersonIndex': packageMessages.titlePerson,
    '/StaffIndex': packageMessages.titleStaff,
    '/VehicleIndexs': packageMessages.titleVehicle,
    '/questionIndex': questionnaireMessages.title,
    '/PersonDetails': packageMessages.detailsTitle,
    '/addClusItem': addItemMessages.title,
    '/PersonBookSum': bookingMessages.calendarTitle,
    '/PersonOrders': bookingMessages.orderTitle,
    '/PersonPayment': bookingMessages.paymentTitle,
    '/GroupLogin': groupMessages.loginTitle,
    '/TeamLogin': groupMessages.loginTitle,
    '/TeamDetails': groupMessages.detailsTitle,
    '/TeamAddClusItem': addItemMessages.title,
    '/TeamBookSum': groupMessages.calendarTitle,
    '/TeamOrders': groupMessages.orderTitle,
    '/MyOrderList': orderMessages.listTitle,
    '/OrderDetails': orderMessages.detailsTitle,
    '/PayRecord': payRecordMessages.listTitle,
    '/PayConfirm': payRecordMessages.confirmTitle,
    '/SweepCodePay': payRecordMessages.sweepTitle,
    '/ReportLogin': reportMessages.loginTitle,
    '/ReportList': reportMessages.listTitle,
    '/ReportMian': reportMessages.homeTitle,
    '/ReportGuide': reportMessages.guide,
    '/ReportFinal': reportMessages.final,
    '/ReportSuggest': reportMessages.suggest,
    '/ReportDetails': reportMessages.details,
    '/Questionnaire': personalisedMessages.entryTitle,
    '/questionBaseInfo': personalisedMessages.baseInfoTitle,
    '/question': personalisedMessages.questionTitle,
    '/questionJkpg': personalisedMessages.assessmentTitle,
    '/questionords': personalisedMessages.ordersTitle,
    '/questionResult': personalisedMessages.resultTitle,
    '/questionDetails': personalisedMessages.detailsTitle,
    '/signature': signatureMessages.title,
    '/notice': noticeMessages.title,
    '/test': noticeMessages.viewerTitle,
    '/oauth': accessMessages.signInTitle,
    '/login': accessMessages.loginTitle,
  };

  it('titles every screen with the text of its own heading, and nothing else', () => {
    expect(screenTitles).toEqual(headings);
    expect(Object.keys(screenTitles).sort()).toEqual(routeTable.map((entry) => entry.path).sort());
  });

  it('matches paths like the router: case and trailing slash do not matter', () => {
    expect(findRoute('/myorderlist/')?.path).toBe('/MyOrderList');
    expect(findRoute('/nowhere')).toBeUndefined();
  });
});
