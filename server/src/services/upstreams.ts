/**
 * The outside systems the legacy contract names. In production they are the hospital's systems (catalogue, calendar,
 * questionnaire, the item data behind recommendations, billing), the messaging app's JS-SDK ticket and sign-in
 * service, and the payment provider's refund; in the reference server the database and the sandboxes stand in for
 * them. Every call to one goes through {@link callUpstream}: it gets a time limit, and its failure becomes an
 * {@link UpstreamError} — a refusal with the operation's message from the contract (HTTP 200 `success: false`, as the
 * legacy backend answers), with the cause kept for the log — instead of an HTTP 500.
 *
 * {@link UpstreamFaults} switches an upstream to `down` (every call fails at once) or `slow` (no call answers, so the
 * time limit strikes). Only code that builds the app itself can hand one over (`buildApp({ faults })`: the provider
 * verification's state handlers and tests); no environment variable, configuration key or HTTP endpoint reaches it, so
 * a server started by `npm start` has none.
 */
import { BusinessError } from './errors';

export type Upstream =
  | 'catalogue'
  | 'calendar'
  | 'questionnaire'
  | 'itemData'
  | 'hospitalSystem'
  | 'jsapiTicket'
  | 'signIn'
  | 'refundGateway';

/** `down`: the upstream refuses or cannot be reached; `slow`: it never answers. */
export type UpstreamFault = 'down' | 'slow';

/** How a call failed, as the operation's messages tell them apart. */
export type UpstreamFailure = 'unavailable' | 'timeout';

/** What an operation answers when its upstream fails; `timeout` defaults to `unavailable`. */
export type UpstreamMessages = string | { unavailable: string; timeout: string };

/** The fault switch of one process (shared by every app instance it is handed to). */
export class UpstreamFaults {
  readonly #faults = new Map<Upstream, UpstreamFault>();

  set(upstream: Upstream, fault: UpstreamFault): void {
    this.#faults.set(upstream, fault);
  }

  /** Ends the fault of `upstream`, or of every upstream. */
  clear(upstream?: Upstream): void {
    if (upstream) this.#faults.delete(upstream);
    else this.#faults.clear();
  }

  faultOf(upstream: Upstream): UpstreamFault | undefined {
    return this.#faults.get(upstream);
  }
}

/** An upstream failed: a refusal with the operation's message; `cause` says what happened (logged, never sent). */
export class UpstreamError extends BusinessError {
  constructor(
    readonly upstream: Upstream,
    readonly failure: UpstreamFailure,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** What {@link callUpstream} needs of the service context. */
export interface UpstreamContext {
  faults?: UpstreamFaults | undefined;
  settings: { upstreamTimeoutMs: number };
}

const NEVER = new Promise<never>(() => undefined);

/** Whether an outage of `upstream` is switched on (a cached answer of it must then not be served either). */
export function upstreamFaulted(ctx: UpstreamContext, upstream: Upstream): boolean {
  return ctx.faults?.faultOf(upstream) !== undefined;
}

/**
 * Calls `upstream` through `call` within the time limit. A refusal of ours (BusinessError) thrown by `call` passes
 * through; anything else thrown, or no answer in time, is an {@link UpstreamError} with the matching message.
 */
export async function callUpstream<T>(
  ctx: UpstreamContext,
  upstream: Upstream,
  messages: UpstreamMessages,
  call: () => Promise<T>,
): Promise<T> {
  const text = (failure: UpstreamFailure) => (typeof messages === 'string' ? messages : messages[failure]);
  const fault = ctx.faults?.faultOf(upstream);
  if (fault === 'down')
    throw new UpstreamError(upstream, 'unavailable', text('unavailable'), {
      cause: new Error(`${upstream}: injected outage`),
    });
  let timer: NodeJS.Timeout | undefined;
  const timeLimit = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new UpstreamError(upstream, 'timeout', text('timeout'), {
            cause: new Error(`${upstream}: no answer within ${ctx.settings.upstreamTimeoutMs} ms`),
          }),
        ),
      ctx.settings.upstreamTimeoutMs,
    );
  });
  try {
    return await Promise.race([fault === 'slow' ? NEVER : call(), timeLimit]);
  } catch (err) {
    if (err instanceof BusinessError) throw err;
    throw new UpstreamError(upstream, 'unavailable', text('unavailable'), { cause: err });
  } finally {
    clearTimeout(timer);
  }
}
