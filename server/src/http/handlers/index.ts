import { maskMiddle } from '@checkup/sdk/rules';
import { DEMO_USERS } from '../../db/seed/index';
import type { HttpContext } from '../context';
import type { HandlerMap } from '../handlerTypes';
import { accessHandlers } from './accessHandlers';
import { aiHandlers } from './aiHandlers';
import { bookingHandlers } from './bookingHandlers';
import { catalogHandlers } from './catalogHandlers';
import { orderHandlers } from './orderHandlers';
import { paymentHandlers } from './paymentHandlers';
import { peopleHandlers } from './peopleHandlers';
import { reportHandlers } from './reportHandlers';

/** Every operation's handler, by operationId. */
export function allHandlers(ctx: HttpContext): HandlerMap {
  const demoUsers = () =>
    Promise.resolve(DEMO_USERS.map((u) => ({ openid: u.openid, label: `${u.name}（${maskMiddle(u.tel)}）` })));
  return {
    ...accessHandlers(ctx, demoUsers),
    ...aiHandlers(ctx),
    ...catalogHandlers(ctx),
    ...bookingHandlers(ctx),
    ...orderHandlers(ctx),
    ...paymentHandlers(ctx),
    ...peopleHandlers(ctx),
    ...reportHandlers(ctx),
  };
}
