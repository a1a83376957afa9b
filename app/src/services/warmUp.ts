/**
 * What a first screen other than home asks for at once, started at start-up. Every such screen calls the API in its
 * first effect (the sign-in page asks for its sign-in address, lists load their data), and every call needs the
 * service token: fetching it as soon as the configuration is known, alongside the screen's code, saves the round trip
 * the first call would otherwise wait for after the screen has rendered. A screen whose first call is known
 * (`prefetch` in the route table: a package list's data, the sign-in page's sign-in address) has that call sent at once
 * instead (it fetches the token first), so its answer is on the way while its code loads and renders. Home makes no API
 * call and is left alone.
 */
import type { FirstRoute } from '../routing/firstRoute';
import type { LazyCheckupClient } from './lazyClient';

export function warmUpFirstScreen(
  first: FirstRoute | undefined,
  api: Pick<LazyCheckupClient, 'getToken' | 'prefetch'>,
): void {
  if (first === undefined || first.entry.path === '/') return;
  // A stored, unexpired token answers without a request; a failure is retried by the first real call.
  if (first.entry.prefetch) first.entry.prefetch(api, first);
  else void api.getToken();
}
