import { BusinessError } from '../../services/errors';
import { orderCalendar } from '../../services/orderCalendar';
import {
  cancelPersonOrder,
  cancelTeamOrder,
  listOrders,
  refundPaidOrder,
  refundUnpaidOrder,
} from '../../services/orders';
import { createOrderPayment } from '../../services/payments';
import type { HttpContext } from '../context';
import { success } from '../envelope';
import type { PartialHandlerMap } from '../handlerTypes';
import { visitorOpenid } from '../identity';
import { refuse } from '../operationRoutes';

type OrderOperation =
  | 'FindByOrderList'
  | 'GetOrderCalendar'
  | 'PersonOrderPay'
  | 'PersonOrderRefund'
  | 'PersonOrderNoPayRefund'
  | 'PersonOrderCancel'
  | 'TeamOrderCancel';

/** The visitor's orders: list, calendar file, pay, cancel and refund — always the session's own (the services filter by openid). */
export function orderHandlers({ services, config }: HttpContext): PartialHandlerMap<OrderOperation> {
  const done = (returnMsg: string) => ({ success: true, returnMsg });
  return {
    async GetOrderCalendar(call) {
      let file: Awaited<ReturnType<typeof orderCalendar>>;
      try {
        file = await orderCalendar(services, visitorOpenid(call.session), call.query.id, config.visitAddress);
      } catch (err) {
        // A browser download: the refusal is an HTTP status (another visitor's order reads as an unknown one).
        if (err instanceof BusinessError) return refuse(call, 404, err.message);
        throw err;
      }
      return call.reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${encodeURIComponent(file.fileName)}"`)
        .header('cache-control', 'private, no-store')
        .send(file.ics);
    },
    FindByOrderList: async ({ session }) => {
      const orders = await listOrders(services, visitorOpenid(session));
      return success(orders, orders.length > 0 ? '查询成功' : '暂无体检订单');
    },
    PersonOrderPay: async ({ session, body }) =>
      success(await createOrderPayment(services, visitorOpenid(session), body.id), '下单成功'),
    PersonOrderRefund: async ({ session, body }) => done(await refundPaidOrder(services, visitorOpenid(session), body)),
    PersonOrderNoPayRefund: async ({ session, body }) =>
      done(await refundUnpaidOrder(services, visitorOpenid(session), body)),
    PersonOrderCancel: async ({ session, body }) =>
      done(await cancelPersonOrder(services, visitorOpenid(session), body)),
    TeamOrderCancel: async ({ session, body }) => done(await cancelTeamOrder(services, visitorOpenid(session), body)),
  };
}
