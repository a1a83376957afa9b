/**
 * What a first screen other than home asks for at once, started at start-up. Every such screen calls the API in its
 * first effect (the sign-in page asks for its sign-in address, lists load their data), and every call needs the
 * service token: fetching it as soon as the configuration is known, alongside the screen's code, saves the round trip
 * the first call would otherwise wait for after the screen has rendered. A screen whose first call is known
 * (`prefetch` in the route table) has that call sent at once instead (it fetches the token first), so its data is on
 * the way while its code loads and renders. Home makes no API call and is left alone.
 */
import type { RouteEntry } from '../routes/table';
import type { LazyCheckupClient } from './lazyClient';

export function warmUpFirstScreen(first: Pick<RouteEntry, 'path' | 'prefetch'> | undefined, api: Pick<LazyCheckupClient, 'getToken' | 'prefetch'>): void {
  if (first === undefined || first.path === '/') return;
  // A stored, unexpired token answers without a request; a failure is retried by the first real call.
  if (first.prefetch) first.prefetch(api);
  else void api.getToken();
}
