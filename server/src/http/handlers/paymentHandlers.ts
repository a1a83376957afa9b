import { randomBytes, timingSafeEqual } from 'node:crypto';
import { formatShanghaiDateTime } from '@checkup/sdk/rules';
import {
  applyPaymentResult,
  createRecordPayment,
  findPendingPayment,
  listPayRecords,
  lookupPayInfo,
  ORDER_EXPIRED_MESSAGE,
  signFields,
} from '../../services/payments';
import { callUpstream } from '../../services/upstreams';
import type { HttpContext } from '../context';
import { failure, success } from '../envelope';
import type { PartialHandlerMap } from '../handlerTypes';
import { visitorOpenid } from '../identity';
import { MESSAGES, UPSTREAM_MESSAGES } from '../messages';
import { refuse } from '../operationRoutes';

const PAY_NOTIFY_PATH = '/api/PayRecordApi/PayNotify';
/** PayNotify's acknowledgement of a payment applied (or applied before). */
const NOTICE_APPLIED = 'OK';
const WX_RESULT = {
  ok: 'get_brand_wcpay_request:ok',
  cancel: 'get_brand_wcpay_request:cancel',
  fail: 'get_brand_wcpay_request:fail',
} as const;

/** Payment records, pay-by-registration-number, the provider's notice and the sandbox pay sheet. */
export function paymentHandlers(
  ctx: HttpContext,
): PartialHandlerMap<'GetPayRecordList' | 'GetInforMation' | 'SweepCodePay' | 'PayNotify' | 'SandboxPayResult'> {
  const { services, config, clock } = ctx;
  return {
    GetPayRecordList: async ({ session }) => {
      const records = await listPayRecords(services, visitorOpenid(session));
      return success(records, records.length > 0 ? '查询成功' : '暂无缴费记录');
    },
    GetInforMation: async ({ body }) =>
      success(
        await callUpstream(services, 'hospitalSystem', UPSTREAM_MESSAGES.hospitalSystem, () =>
          lookupPayInfo(services, body.regno),
        ),
      ),
    async SweepCodePay({ session, body }) {
      // Any signed-in visitor may pay a bill (a relative's too); the bill stays in its owner's records.
      visitorOpenid(session);
      return success(await createRecordPayment(services, body.reg_no, body.pay_money), '下单成功');
    },

    async PayNotify({ body }) {
      const { sign, ...fields } = body;
      const expected = Buffer.from(signFields(fields, services.settings.paySignKey));
      const given = Buffer.from(sign);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return failure(MESSAGES.badSignature);
      const outcome = await applyPaymentResult(services, {
        outTradeNo: body.out_trade_no,
        amountFen: body.total_fee,
        result: body.result_code,
      });
      // Acknowledged (success) stops the provider resending; a payment made after its order closed is acknowledged
      // too, saying the money goes back, since the refund is the server's to finish, not the provider's to resend.
      if (!outcome.applied && !outcome.acknowledged) return failure(outcome.message);
      return { success: true, returnMsg: !outcome.applied && outcome.refund ? outcome.message : NOTICE_APPLIED };
    },

    async SandboxPayResult(call) {
      if (!config.runtime.sandbox) return refuse(call, 404, MESSAGES.notFound);
      const { body, request } = call;
      if (body.result !== 'ok') {
        // The visitor closed or failed the pay dialog: nothing reaches the server, the payment stays pending.
        return {
          success: true,
          returnMsg: body.result === 'cancel' ? '取消支付' : '支付失败',
          returnData: { err_msg: WX_RESULT[body.result] },
        };
      }
      const pending = await findPendingPayment(services, body.package);
      if (!pending) return failure(ORDER_EXPIRED_MESSAGE);
      // The provider's notice, signed with the merchant key, through the server's own PayNotify route.
      const fields = {
        out_trade_no: pending.outTradeNo,
        total_fee: pending.amountFen,
        result_code: 'SUCCESS',
        transaction_id: `42${Date.now()}${randomBytes(4).toString('hex')}`,
        time_end: formatShanghaiDateTime(clock.now()),
      };
      const notice = await request.server.inject({
        method: 'POST',
        url: PAY_NOTIFY_PATH,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ ...fields, sign: signFields(fields, services.settings.paySignKey) }),
      });
      const answer = notice.json<{ success: boolean; returnMsg: string }>();
      // Not paid (refused, or the window closed meanwhile and the payment is being refunded): the pay sheet fails.
      if (!answer.success || answer.returnMsg !== NOTICE_APPLIED) return failure(answer.returnMsg);
      return { success: true, returnMsg: '支付成功', returnData: { err_msg: WX_RESULT.ok } };
    },
  };
}
