/**
 * What a first screen other than home asks for at once, started at start-up. Every such screen calls the API in its
 * first effect (the sign-in page asks for its sign-in address, lists load their data), and every call needs the
 * service token: fetching it as soon as the configuration is known, alongside the screen's code, saves the round trip
 * the first call would otherwise wait for after the screen has rendered. Home makes no API call and is left alone.
 */
import type { LazyCheckupClient } from './lazyClient';

export function warmUpFirstScreen(firstPath: string | undefined, api: Pick<LazyCheckupClient, 'getToken'>): void {
  // A stored, unexpired token answers without a request; a failure is retried by the first real call.
  if (firstPath !== undefined && firstPath !== '/') void api.getToken();
}
