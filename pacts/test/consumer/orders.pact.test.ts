/** Listing, paying, cancelling and refunding orders, and an order as a calendar file. */
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { orderCalendarUrl } from '@checkup/sdk';
import { providerState, type ProviderState } from '../../src/states';
import { GROUP_ORDER, PERSON_ORDER, VISITOR, okMessage, orderLike, withProviderOrderId } from '../support/fixtures';
import {
  SAMPLE_SESSION,
  dataOf,
  newPact,
  sessionCookieHeader,
  verifyBusinessFailure,
  verifyCall,
} from '../support/harness';

const { like, regex } = MatchersV3;

const PAST_DEADLINE = '已过有效取消时间，无法取消！';
const NOT_CANCELLABLE = '撤销失败！请稍后再试';

describe('FindByOrderList', () => {
  it('lists a personal and a group order', () =>
    verifyCall(
      {
        operationId: 'FindByOrderList',
        given: providerState('visitorOrders', { openid: VISITOR.openid }),
        uponReceiving: 'a request for the visitor’s orders',
        body: { openid: VISITOR.openid },
        response: {
          success: true,
          returnMsg: okMessage(),
          returnData: [
            orderLike({ ...PERSON_ORDER, errmsg: '', company_Name: '', choose_comb_code: '', regno: '' }),
            orderLike({
              ...GROUP_ORDER,
              company_Name: like(GROUP_ORDER.company_Name),
              regno: like(GROUP_ORDER.regno),
              clus_Code: like(GROUP_ORDER.clus_Code),
            }),
          ],
        },
      },
      (result) => {
        const orders = dataOf(result);
        expect(orders.map((order) => [order.type, order.state])).toEqual([
          ['person', 'S'],
          ['group', 'F'],
        ]);
        expect(orders[1]?.regno).toBe('2611220031');
      },
    ));

  it('gets an empty list', () =>
    verifyCall(
      {
        operationId: 'FindByOrderList',
        given: providerState('visitorNoOrders', { openid: VISITOR.openid }),
        uponReceiving: 'a request for the orders of a visitor who has none',
        body: { openid: VISITOR.openid },
        response: { success: true, returnMsg: like('暂无体检订单'), returnData: [] },
      },
      (result) => expect(dataOf(result)).toEqual([]),
    ));

  it('refuses an openid that is not the session’s', () =>
    verifyBusinessFailure({
      operationId: 'FindByOrderList',
      given: providerState('sessionOfOther', { openid: VISITOR.openid }),
      uponReceiving: 'a request for the orders of an openid other than the session’s',
      body: { openid: VISITOR.openid },
      returnMsg: '身份校验失败，请重新授权登录',
    }));
});

const awaitingPayment = providerState('orderAwaitingPayment', {
  idCard: VISITOR.idCard,
  id: PERSON_ORDER.id,
  created_Time: PERSON_ORDER.created_Time,
});

describe('PersonOrderPay', () => {
  it('gets the pay-dialog parameters', () =>
    verifyCall(
      {
        operationId: 'PersonOrderPay',
        given: awaitingPayment,
        uponReceiving: 'a request to pay an order awaiting payment',
        body: PERSON_ORDER,
        requestBody: withProviderOrderId(PERSON_ORDER),
        response: {
          success: true,
          returnMsg: okMessage('下单成功'),
          returnData: {
            appid: like('wx8a1c3e5f7b9d2e4a'),
            timeStamp: regex('^\\d+$', '1795309860'),
            nonceStr: like('Xy7kQ2mN9pLw4RtZ'),
            package: regex('^prepay_id=\\S+$', 'prepay_id=wx22093100a1b2c3d4e5f6a7b8c9d0e1'),
            paySign: like('k3JH8s0dF2QeYw1ZpLx7Vn4Bc9Rt6Mu5Aa0Gi2Ko='),
          },
        },
      },
      (result) => expect(dataOf(result).package).toMatch(/^prepay_id=/),
    ));

  it('says the order expired after the 15-minute window', () =>
    verifyBusinessFailure({
      operationId: 'PersonOrderPay',
      given: providerState('orderPaymentExpired', { idCard: VISITOR.idCard, id: PERSON_ORDER.id }),
      uponReceiving: 'a request to pay an order past its payment window',
      body: PERSON_ORDER,
      requestBody: withProviderOrderId(PERSON_ORDER),
      returnMsg: '订单已过期',
    }));

  it('refuses to pay a paid order again', () =>
    verifyBusinessFailure({
      operationId: 'PersonOrderPay',
      given: providerState('orderPaid', {
        idCard: VISITOR.idCard,
        type: 'person',
        id: PERSON_ORDER.id,
        begin_Time: PERSON_ORDER.begin_Time,
      }),
      uponReceiving: 'a request to pay an order that is already paid',
      body: PERSON_ORDER,
      requestBody: withProviderOrderId(PERSON_ORDER),
      returnMsg: '该订单已支付，请勿重复支付',
    }));
});

const paid = providerState('orderPaid', {
  idCard: VISITOR.idCard,
  type: 'person',
  id: PERSON_ORDER.id,
  begin_Time: '2026-12-03',
});
const refund = { id: PERSON_ORDER.id, idCard: VISITOR.idCard, type: 'person' } as const;

describe('PersonOrderRefund', () => {
  it('cancels and refunds a paid order', () =>
    verifyCall(
      {
        operationId: 'PersonOrderRefund',
        given: paid,
        uponReceiving: 'a refund of a paid order before its deadline',
        body: refund,
        requestBody: withProviderOrderId(refund),
        response: { success: true, returnMsg: '成功取消！' },
      },
      (result) => expect(result).toEqual({ ok: true, data: undefined, returnMsg: '成功取消！' }),
    ));

  it('refuses after the cancel deadline', () =>
    verifyBusinessFailure({
      operationId: 'PersonOrderRefund',
      given: providerState('orderPaidPastDeadline', {
        idCard: VISITOR.idCard,
        type: 'person',
        id: PERSON_ORDER.id,
        begin_Time: '2026-11-23',
      }),
      uponReceiving: 'a refund of a paid order past its cancel deadline',
      body: refund,
      requestBody: withProviderOrderId(refund),
      returnMsg: PAST_DEADLINE,
    }));

  it('hands over the provider’s refusal', () =>
    verifyBusinessFailure({
      operationId: 'PersonOrderRefund',
      given: [paid, providerState('refundRefused', { id: PERSON_ORDER.id })],
      uponReceiving: 'a refund the payment provider refuses',
      body: refund,
      requestBody: withProviderOrderId(refund),
      returnMsg: NOT_CANCELLABLE,
    }));
});

describe('PersonOrderNoPayRefund', () => {
  it('revokes an unpaid order', () =>
    verifyCall(
      {
        operationId: 'PersonOrderNoPayRefund',
        given: awaitingPayment,
        uponReceiving: 'a revocation of an order awaiting payment',
        body: refund,
        requestBody: withProviderOrderId(refund),
        response: { success: true, returnMsg: '撤销成功' },
      },
      (result) => expect(result).toEqual({ ok: true, data: undefined, returnMsg: '撤销成功' }),
    ));

  it('refuses after the cancel deadline', () =>
    verifyBusinessFailure({
      operationId: 'PersonOrderNoPayRefund',
      given: providerState('orderUnpaidPastDeadline', {
        idCard: VISITOR.idCard,
        id: PERSON_ORDER.id,
        begin_Time: '2026-11-23',
      }),
      uponReceiving: 'a revocation of an unpaid order past its cancel deadline',
      body: refund,
      requestBody: withProviderOrderId(refund),
      returnMsg: PAST_DEADLINE,
    }));

  it('refuses an order that is not awaiting payment', () =>
    verifyBusinessFailure({
      operationId: 'PersonOrderNoPayRefund',
      given: providerState('orderCancelled', { idCard: VISITOR.idCard, id: PERSON_ORDER.id }),
      uponReceiving: 'a revocation of an order that is already cancelled',
      body: refund,
      requestBody: withProviderOrderId(refund),
      returnMsg: NOT_CANCELLABLE,
    }));
});

const cancel = { id: PERSON_ORDER.id, idCard: VISITOR.idCard } as const;

describe('PersonOrderCancel', () => {
  it('cancels an order booked without payment', () =>
    verifyCall(
      {
        operationId: 'PersonOrderCancel',
        given: providerState('orderBookedWithoutPayment', {
          idCard: VISITOR.idCard,
          id: PERSON_ORDER.id,
          begin_Time: '2026-12-03',
        }),
        uponReceiving: 'a cancellation of an order booked without payment',
        body: cancel,
        requestBody: withProviderOrderId(cancel),
        response: { success: true, returnMsg: '成功取消！' },
      },
      (result) => expect(result).toEqual({ ok: true, data: undefined, returnMsg: '成功取消！' }),
    ));

  it('refuses after the cancel deadline', () =>
    verifyBusinessFailure({
      operationId: 'PersonOrderCancel',
      given: providerState('orderBookedWithoutPaymentPastDeadline', {
        idCard: VISITOR.idCard,
        id: PERSON_ORDER.id,
        begin_Time: '2026-11-23',
      }),
      uponReceiving: 'a cancellation of an order past its cancel deadline',
      body: cancel,
      requestBody: withProviderOrderId(cancel),
      returnMsg: PAST_DEADLINE,
    }));

  it('refuses an order that is already cancelled', () =>
    verifyBusinessFailure({
      operationId: 'PersonOrderCancel',
      given: providerState('orderCancelled', { idCard: VISITOR.idCard, id: PERSON_ORDER.id }),
      uponReceiving: 'a cancellation of an order that is already cancelled',
      body: cancel,
      requestBody: withProviderOrderId(cancel),
      returnMsg: NOT_CANCELLABLE,
    }));
});

describe('TeamOrderCancel', () => {
  it('cancels a group order', () =>
    verifyCall(
      {
        operationId: 'TeamOrderCancel',
        given: providerState('groupOrder', {
          idCard: VISITOR.idCard,
          id: GROUP_ORDER.id,
          begin_Time: GROUP_ORDER.begin_Time,
        }),
        uponReceiving: 'a cancellation of a group order before its deadline',
        body: GROUP_ORDER,
        requestBody: withProviderOrderId(GROUP_ORDER),
        response: { success: true, returnMsg: '撤销成功' },
      },
      (result) => expect(result).toEqual({ ok: true, data: undefined, returnMsg: '撤销成功' }),
    ));

  it('refuses after the cancel deadline', () =>
    verifyBusinessFailure({
      operationId: 'TeamOrderCancel',
      given: providerState('groupOrderPastDeadline', {
        idCard: VISITOR.idCard,
        id: GROUP_ORDER.id,
        begin_Time: '2026-11-23',
      }),
      uponReceiving: 'a cancellation of a group order past its cancel deadline',
      body: { ...GROUP_ORDER, begin_Time: '2026-11-23' },
      requestBody: withProviderOrderId({ ...GROUP_ORDER, begin_Time: '2026-11-23' }),
      returnMsg: PAST_DEADLINE,
    }));

  it('refuses an order that is already cancelled', () =>
    verifyBusinessFailure({
      operationId: 'TeamOrderCancel',
      given: providerState('orderCancelled', { idCard: VISITOR.idCard, id: GROUP_ORDER.id }),
      uponReceiving: 'a cancellation of a group order that is already cancelled',
      body: { ...GROUP_ORDER, state: 'C' },
      requestBody: withProviderOrderId({ ...GROUP_ORDER, state: 'C' }),
      returnMsg: NOT_CANCELLABLE,
    }));
});

describe('GetOrderCalendar', () => {
  const calendarRequest = (state: ProviderState, description: string) =>
    newPact()
      .addInteraction()
      .given(state.name, state.params)
      .uponReceiving(description)
      .withRequest('GET', '/api/OrderListApi/OrderCalendar', (builder) =>
        builder
          .query({ id: MatchersV3.fromProviderState('${orderId}', PERSON_ORDER.id) })
          .headers({ Cookie: sessionCookieHeader }),
      );

  it("downloads the visitor's order as a calendar file", async () => {
    await calendarRequest(awaitingPayment, 'a request for the calendar file of an order awaiting payment')
      .willRespondWith(200, (builder) =>
        builder.body('text/calendar', Buffer.from('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n', 'utf8')),
      )
      .executeTest(async (mock) => {
        // The app links to the address; the browser sends the session cookie.
        const response = await fetch(orderCalendarUrl(mock.url, PERSON_ORDER.id), {
          headers: { Cookie: `checkup_session=${SAMPLE_SESSION}` },
        });
        expect(response.status).toBe(200);
        expect(await response.text()).toMatch(/^BEGIN:VCALENDAR\r\n/);
      });
  });

  it('gets HTTP 404 for an order the visitor does not have', async () => {
    await calendarRequest(
      providerState('visitorNoOrders', { openid: VISITOR.openid }),
      'a request for the calendar file of an order the visitor does not have',
    )
      .willRespondWith(404, (builder) => builder.jsonBody({ success: false, returnMsg: '订单不存在' }))
      .executeTest(async (mock) => {
        const response = await fetch(orderCalendarUrl(mock.url, PERSON_ORDER.id), {
          headers: { Cookie: `checkup_session=${SAMPLE_SESSION}` },
        });
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ success: false, returnMsg: '订单不存在' });
      });
  });
});
