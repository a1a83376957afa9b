/** Pay records, paying by registration number, the payment provider's notice and the sandbox pay sheet. */
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { providerState } from '../../src/states';
import { PERSON_ORDER, VISITOR, dateLike, okMessage } from '../support/fixtures';
import { dataOf, verifyBusinessFailure, verifyCall } from '../support/harness';

const { like, number, regex, fromProviderState } = MatchersV3;

describe('GetPayRecordList', () => {
  it('lists an outstanding and a paid record', () =>
    verifyCall(
      {
        operationId: 'GetPayRecordList',
        given: providerState('visitorPayRecords', { openid: VISITOR.openid }),
        uponReceiving: 'a request for the visitor’s pay records',
        body: { openid: VISITOR.openid },
        response: {
          success: true,
          returnMsg: okMessage(),
          returnData: [
            {
              regno: like('2611220031'),
              name: like(VISITOR.name),
              tj_date: dateLike('2026-12-08'),
              clus_Name: like('华创科技2026年度员工体检套餐'),
              price: number(425),
              pay_flag: 'F',
            },
            {
              regno: like('2510150007'),
              name: like(VISITOR.name),
              tj_date: dateLike('2025-10-15'),
              clus_Name: like('男士基础体检套餐'),
              price: number(598),
              pay_flag: 'T',
            },
          ],
        },
      },
      (result) => expect(dataOf(result).map((record) => record.pay_flag)).toEqual(['F', 'T']),
    ));

  it('gets an empty list', () =>
    verifyCall(
      {
        operationId: 'GetPayRecordList',
        given: providerState('visitorNoPayRecords', { openid: VISITOR.openid }),
        uponReceiving: 'a request for the pay records of a visitor who has none',
        body: { openid: VISITOR.openid },
        response: { success: true, returnMsg: like('暂无缴费记录'), returnData: [] },
      },
      (result) => expect(dataOf(result)).toEqual([]),
    ));
});

const PAY_INFO = {
  pay_money: 425,
  reg_no: '2611220031',
  pat_name: VISITOR.name,
  reg_date: '2026-12-08',
  clus_name: '华创科技2026年度员工体检套餐',
} as const;
const amountDue = providerState('amountDue', {
  regno: PAY_INFO.reg_no,
  pat_name: PAY_INFO.pat_name,
  pay_money: PAY_INFO.pay_money,
});
const unknownRegistration = providerState('unknownRegistration', { regno: '2699999999' });

describe('GetInforMation', () => {
  it('gets the amount due for a registration number', () =>
    verifyCall(
      {
        operationId: 'GetInforMation',
        given: amountDue,
        uponReceiving: 'a request for the amount due of a registration number',
        body: { regno: PAY_INFO.reg_no },
        response: {
          success: true,
          returnMsg: okMessage(),
          returnData: { ...PAY_INFO, reg_date: dateLike(PAY_INFO.reg_date), clus_name: like(PAY_INFO.clus_name) },
        },
      },
      (result) => expect(dataOf(result)).toEqual(PAY_INFO),
    ));

  it('says 该体检人员不存在 for an unknown registration number', () =>
    verifyBusinessFailure({
      operationId: 'GetInforMation',
      given: unknownRegistration,
      uponReceiving: 'a request for the amount due of an unknown registration number',
      body: { regno: '2699999999' },
      returnMsg: '该体检人员不存在',
    }));

  it('says 订单已过期 when nothing is payable any more', () =>
    verifyBusinessFailure({
      operationId: 'GetInforMation',
      given: providerState('registrationSettled', { regno: '2510150007' }),
      uponReceiving: 'a request for the amount due of a settled registration',
      body: { regno: '2510150007' },
      returnMsg: '订单已过期',
    }));

  it('hands over 系统异常！请联系工作人员', () =>
    verifyBusinessFailure({
      operationId: 'GetInforMation',
      given: providerState('hospitalSystemDown'),
      uponReceiving: 'a request for the amount due while the hospital system is down',
      body: { regno: PAY_INFO.reg_no },
      returnMsg: '系统异常！请联系工作人员',
    }));
});

const payParams = {
  appid: like('wx8a1c3e5f7b9d2e4a'),
  timeStamp: regex('^\\d+$', '1795309900'),
  nonceStr: like('Qm3nB8vC1xZ5lK7j'),
  package: regex('^prepay_id=\\S+$', 'prepay_id=wx22093140f0e1d2c3b4a5968778695a4b'),
  paySign: like('Pq9Wn2Lx4Zc7Vb1Mk8Jh5Gf3Ds6Ae0Ry2Tu4Io='),
};

describe('SweepCodePay', () => {
  it('gets the pay-dialog parameters for the amount due', () =>
    verifyCall(
      {
        operationId: 'SweepCodePay',
        given: amountDue,
        uponReceiving: 'a request to pay the amount due of a registration number',
        body: { openid: VISITOR.openid, ...PAY_INFO },
        response: { success: true, returnMsg: okMessage('下单成功'), returnData: payParams },
      },
      (result) => expect(dataOf(result).package).toMatch(/^prepay_id=/),
    ));

  it('says 该体检人员不存在 for an unknown registration number', () =>
    verifyBusinessFailure({
      operationId: 'SweepCodePay',
      given: unknownRegistration,
      uponReceiving: 'a request to pay an unknown registration number',
      body: { openid: VISITOR.openid, ...PAY_INFO, reg_no: '2699999999' },
      returnMsg: '该体检人员不存在',
    }));

  it('says 金额异常 when the amount differs from the hospital’s', () =>
    verifyBusinessFailure({
      operationId: 'SweepCodePay',
      given: amountDue,
      uponReceiving: 'a request to pay an amount other than the amount due',
      body: { openid: VISITOR.openid, ...PAY_INFO, pay_money: 1 },
      returnMsg: '金额异常',
    }));
});

const notice = {
  out_trade_no: PERSON_ORDER.id,
  total_fee: 97800,
  result_code: 'SUCCESS',
  transaction_id: '4200002026112209314455667788',
  time_end: '2026-11-22 09:31:40',
} as const;
const EXAMPLE_SIGN = '9F2C4A6B8D0E1F3A5C7E9B1D3F5A7C9E1B3D5F7A9C1E3B5D7F9A1C3E5B7D9F1A';

/**
 * The provider state creates the order awaiting payment and signs the notice with the provider's own merchant key:
 * it returns `orderId` and `sign`, which Pact puts into the recorded request.
 */
function noticeCase(totalFee: number, signed: boolean) {
  const body = { ...notice, total_fee: totalFee, sign: signed ? EXAMPLE_SIGN : '0'.repeat(64) };
  return {
    given: providerState('pendingPayment', {
      out_trade_no: notice.out_trade_no,
      total_fee: notice.total_fee,
      notice_total_fee: totalFee,
      result_code: notice.result_code,
      transaction_id: notice.transaction_id,
      time_end: notice.time_end,
    }),
    body,
    requestBody: {
      ...body,
      out_trade_no: fromProviderState('${orderId}', notice.out_trade_no),
      ...(signed ? { sign: fromProviderState('${sign}', EXAMPLE_SIGN) } : {}),
    },
  };
}

describe('PayNotify', () => {
  it('acknowledges a signed payment notice', () =>
    verifyCall(
      {
        operationId: 'PayNotify',
        ...noticeCase(notice.total_fee, true),
        uponReceiving: 'a signed notice of a successful payment',
        response: { success: true, returnMsg: like('OK') },
      },
      (result) => expect(result.ok).toBe(true),
    ));

  it('refuses a notice whose signature does not verify', () =>
    verifyBusinessFailure({
      operationId: 'PayNotify',
      ...noticeCase(notice.total_fee, false),
      uponReceiving: 'a payment notice with a wrong signature',
      returnMsg: '签名校验失败',
    }));

  it('refuses a notice whose amount differs from the order', () =>
    verifyBusinessFailure({
      operationId: 'PayNotify',
      ...noticeCase(100, true),
      uponReceiving: 'a signed payment notice with the wrong amount',
      returnMsg: '金额异常',
    }));
});

const PREPAY = 'prepay_id=wx22093100a1b2c3d4e5f6a7b8c9d0e1';

describe('SandboxPayResult', () => {
  it.each([
    ['ok', '支付成功', 'get_brand_wcpay_request:ok'],
    ['cancel', '取消支付', 'get_brand_wcpay_request:cancel'],
    ['fail', '支付失败', 'get_brand_wcpay_request:fail'],
  ] as const)('reports %s from the sandbox pay sheet', (choice, returnMsg, errMsg) =>
    verifyCall(
      {
        operationId: 'SandboxPayResult',
        given: providerState('sandboxPrepay', { package: PREPAY }),
        uponReceiving: `the sandbox pay sheet choosing ${choice}`,
        body: { package: PREPAY, result: choice },
        response: { success: true, returnMsg: like(returnMsg), returnData: { err_msg: errMsg } },
      },
      (result) => expect(dataOf(result).err_msg).toBe(errMsg),
    ),
  );

  it('says 订单已过期 for an unknown prepay id', () =>
    verifyBusinessFailure({
      operationId: 'SandboxPayResult',
      given: providerState('sandboxNoPrepay', { package: 'prepay_id=unknown' }),
      uponReceiving: 'the sandbox pay sheet paying an unknown prepay id',
      body: { package: 'prepay_id=unknown', result: 'ok' },
      returnMsg: '订单已过期',
    }));
});
