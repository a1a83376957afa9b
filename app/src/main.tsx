/**
 * Entry point: reads the runtime configuration once (no rebuild to change the API host or a switch), builds the
 * services and the router, then renders. Nothing renders a route before the configuration is known, but the first
 * screen's code (and home's campus list, or the sign-in page's code for a login-required route) is fetched while the
 * configuration loads, not after it. Until the first screen renders, index.html's static frame is what shows.
 */
import { loadRuntimeConfig } from '@checkup/sdk/config';
import { installRootFontSize } from '@checkup/ui';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { leavePage } from './platform/pageNavigation';
import { insideMessagingApp } from './platform/payment';
import {
  AppRouterProvider,
  browserPage,
  createAppRouter,
  firstScreenReady,
  loadScreen,
  opensOnSignIn,
  predictFirstRoute,
} from './router';
import { prefetchCampuses } from './routes/home/campuses';
import { AppLayout } from './routes/AppLayout';
import { StartFailure } from './routes/StartFailure';
import { AppServicesProvider, type AppServices } from './services/AppServices';
import { bootConfigFetch } from './services/bootConfig';
import { createServices } from './services/createServices';
import { loadClientModule } from './services/lazyClient';
import { warmUpFirstScreen } from './services/warmUp';
import { createSessionStore } from './session/store';
import type * as SignInAtStart from './routes/access/signInAtStart';

async function start(container: HTMLElement) {
  installRootFontSize();
  const root = createRoot(container);
  const session = createSessionStore();
  const configLoad = loadRuntimeConfig({ fetch: bootConfigFetch() });
  const first = predictFirstRoute(window.location.hash, session);
  // Sign-in starts before the router; the sign-in page's code is needed only when the page does not leave for it.
  const signInCode = opensOnSignIn(window.location.hash, session) ? import('./routes/access/signInAtStart') : undefined;
  // The router's lazy() calls the same import later and gets the module already loaded (or loading).
  if (first && !signInCode) loadScreen(first).catch(() => undefined);
  // Home makes no API call: only other screens fetch the SDK client's code at once (home loads it on first use).
  if (first?.path === '/') prefetchCampuses();
  else loadClientModule().catch(() => undefined);
  let config;
  try {
    config = await configLoad;
  } catch (error) {
    console.error('runtime configuration unavailable', error);
    root.render(<StartFailure />);
    return;
  }
  const services = createServices(config, session);
  warmUpFirstScreen(first?.path, services.api);
  if (insideMessagingApp()) void services.jsSdk.configure();
  if (signInCode && (await leavesForSignIn(signInCode, services))) return;
  const router = createAppRouter({ session, version: config.version, page: browserPage, layout: AppLayout });
  // React's first commit clears the container: until the first screen can render, index.html's frame stays.
  await firstScreenReady(router);
  // As a transition the first render yields to the browser every few ms instead of running as one long task (the frame
  // stays on screen meanwhile), so the page keeps responding while the screen that replaces the frame is built.
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppServicesProvider services={services}>
          <AppRouterProvider router={router} />
        </AppServicesProvider>
      </StrictMode>,
    ),
  );
}

/** Runs `signInAtStart` for the first route; `true` when the page is leaving for the sign-in page. */
async function leavesForSignIn(code: Promise<typeof SignInAtStart>, services: AppServices): Promise<boolean> {
  try {
    return await (await code).signInAtStart(window.location.hash, {
      api: services.api,
      session: services.session,
      origin: window.location.origin,
      version: services.config.version,
      page: browserPage,
      replaceRoute: (to) => window.history.replaceState(null, '', `#${to}`),
      leave: leavePage,
    });
  } catch (error) {
    // The router's guard and /oauth start sign-in as usual.
    console.error('cannot start sign-in early', error);
    return false;
  }
}

const container = document.getElementById('root');
if (container) void start(container);
