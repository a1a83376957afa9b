/**
 * The SDK client behind a facade that loads its code (openapi-fetch, the operation map, envelope checks, transport
 * encryption: ≈ 9 kB gzip) on first use or when {@link LazyCheckupClient.preload} asks for it. Home makes no API call,
 * so the first load of `/` does without it; a screen that calls at once has it preloaded at start-up (`main.tsx`).
 */
import type { CheckupClient, CheckupClientOptions } from '@checkup/sdk';
import type * as ClientCode from './checkupClient';

export interface LazyCheckupClient extends CheckupClient {
  /** Starts loading the client's code now; resolves with the client. */
  preload(): Promise<CheckupClient>;
}

type ClientModule = Pick<typeof ClientCode, 'createCheckupClient'>;

/** Loads the client's code (the module system keeps it: calling again costs nothing). */
export const loadClientModule = (): Promise<ClientModule> => import('./checkupClient');

export function createLazyCheckupClient(options: CheckupClientOptions, load: () => Promise<ClientModule> = loadClientModule): LazyCheckupClient {
  let client: CheckupClient | undefined;
  let loading: Promise<CheckupClient> | undefined;
  const preload = () => {
    loading ??= load().then(({ createCheckupClient }) => (client = createCheckupClient(options)));
    // A failed chunk load is not cached: the next call tries again (e.g. after the network came back).
    loading.catch(() => (loading = undefined));
    return loading;
  };
  return {
    preload,
    call: (async (...args: Parameters<CheckupClient['call']>) => (client ?? (await preload())).call(...args)) as CheckupClient['call'],
    getToken: async (...args) => (client ?? (await preload())).getToken(...args),
    pdfUrl: async (...args) => (client ?? (await preload())).pdfUrl(...args),
    async *streamChatCompletion(chatOptions) {
      yield* (client ?? (await preload())).streamChatCompletion(chatOptions);
    },
    get raw() {
      if (!client) throw new Error('the SDK client is not loaded yet: await preload() before using raw');
      return client.raw;
    },
  };
}
