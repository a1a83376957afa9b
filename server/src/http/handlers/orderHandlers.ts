import { cancelPersonOrder, cancelTeamOrder, listOrders, refundPaidOrder, refundUnpaidOrder } from '../../services/orders';
import { createOrderPayment } from '../../services/payments';
import type { HttpContext } from '../context';
import { success } from '../envelope';
import type { PartialHandlerMap } from '../handlerTypes';
import { visitorOpenid } from '../identity';

/** The visitor's orders: list, pay, cancel and refund — always the session's own (the services filter by openid). */
export function orderHandlers({
  services,
}: HttpContext): PartialHandlerMap<'FindByOrderList' | 'PersonOrderPay' | 'PersonOrderRefund' | 'PersonOrderNoPayRefund' | 'PersonOrderCancel' | 'TeamOrderCancel'> {
  const done = (returnMsg: string) => ({ success: true, returnMsg });
  return {
    FindByOrderList: async ({ session }) => {
      const orders = await listOrders(services, visitorOpenid(session));
      return success(orders, orders.length > 0 ? '查询成功' : '暂无体检订单');
    },
    PersonOrderPay: async ({ session, body }) => success(await createOrderPayment(services, visitorOpenid(session), body.id), '下单成功'),
    PersonOrderRefund: async ({ session, body }) => done(await refundPaidOrder(services, visitorOpenid(session), body)),
    PersonOrderNoPayRefund: async ({ session, body }) => done(await refundUnpaidOrder(services, visitorOpenid(session), body)),
    PersonOrderCancel: async ({ session, body }) => done(await cancelPersonOrder(services, visitorOpenid(session), body)),
    TeamOrderCancel: async ({ session, body }) => done(await cancelTeamOrder(services, visitorOpenid(session), body)),
  };
}
