/** Builds the app's services once at start from the runtime configuration. */
import type { RuntimeConfig } from '@checkup/sdk';
import { createJsSdk } from '../platform/jsSdk';
import { reloadAfterFailedImport } from '../platform/pageNavigation';
import { createWeixinPaymentBridge } from '../platform/payment';
import { createPaySheetController, createSandboxPaymentBridge } from '../platform/sandboxPayment';
import type { SessionStore } from '../session/store';
import { sessionTokenStore } from '../session/tokenStore';
import type { AppServices } from './AppServices';
import { fetchWithTimeout } from './fetchWithTimeout';
import { createLazyCheckupClient, loadClientModule, type LazyCheckupClient } from './lazyClient';
import { createLoadingSignal } from './loadingSignal';

/** The services, with the API client's start-up side (`preload`, `prefetch`) visible to main.tsx. */
export function createServices(config: RuntimeConfig, session: SessionStore): AppServices & { api: LazyCheckupClient } {
  const loading = createLoadingSignal();
  // The client's code loads on first use (or when main.tsx preloads it for a screen that calls at once).
  const api = createLazyCheckupClient(
    {
      config,
      // A request that hangs fails after a while instead of leaving the screen waiting.
      fetch: fetchWithTimeout(),
      tokenStore: sessionTokenStore(session),
      onLoadingChange: (active) => loading.set(active),
    },
    loadClientModule,
    // The client's code failed to download twice: the browser may be keeping the failed fetch until a reload.
    () => void reloadAfterFailedImport(),
  );
  const paySheet = createPaySheetController();
  // The sandbox flag says the messaging app's dialogs are not available: its stand-ins are used instead.
  const payment = config.sandbox ? createSandboxPaymentBridge(api, paySheet) : createWeixinPaymentBridge();
  return { config, api, session, payment, jsSdk: createJsSdk(api), loading, paySheet };
}
