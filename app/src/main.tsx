/**
 * Entry point: reads the runtime configuration once (no rebuild to change the API host or a switch), builds the
 * services and the router, then renders. Nothing renders a route before the configuration is known, but the first
 * screen's code (and home's campus list, or the sign-in page's code for a login-required route) is fetched while the
 * configuration loads, not after it. Until the first screen renders, index.html's static frame is what shows.
 */
import { loadRuntimeConfig } from '@checkup/sdk/config';
import '@checkup/ui/styles.css';
import { installRootFontSize } from '@checkup/ui';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createHashRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { insideMessagingApp } from './platform/payment';
import { prefetchCampuses } from './features/home/campuses';
import { AppLayout } from './routing/AppLayout';
import { predictFirstRoute } from './routing/firstRoute';
import { loadScreen } from './routing/loadScreen';
import { browserPage } from './routing/page';
import { createAppRoutes, firstScreenReady } from './routing/router';
import { ScreenFailure, StartFailure } from './routing/StartFailure';
import { AppServicesProvider } from './services/AppServices';
import { bootConfigFetch } from './services/bootConfig';
import { createServices } from './services/createServices';
import { loadClientModule } from './services/lazyClient';
import { warmUpFirstScreen } from './services/warmUp';
import { createSessionStore } from './session/store';

async function start(container: HTMLElement) {
  installRootFontSize();
  const root = createRoot(container);
  const session = createSessionStore();
  const configLoad = loadRuntimeConfig({ fetch: bootConfigFetch() });
  const first = predictFirstRoute(window.location.hash, session);
  // The route's lazy() calls the same import later and gets the module already loaded (or loading).
  if (first) loadScreen(first.entry).catch(() => undefined);
  // Home makes no API call: only other screens fetch the SDK client's code at once (home loads it on first use).
  if (first?.entry.path === '/') prefetchCampuses();
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
  warmUpFirstScreen(first, services.api);
  if (insideMessagingApp()) void services.jsSdk.configure();
  const router = createHashRouter(
    createAppRoutes({ session, version: config.version, page: browserPage, layout: AppLayout, failure: ScreenFailure }),
  );
  // React's first commit clears the container: until the first screen can render, index.html's frame stays.
  await firstScreenReady(router);
  // As a transition the first render yields to the browser every few ms instead of running as one long task (the frame
  // stays on screen meanwhile), so the page keeps responding while the screen that replaces the frame is built.
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppServicesProvider services={services}>
          <RouterProvider router={router} />
        </AppServicesProvider>
      </StrictMode>,
    ),
  );
}

const container = document.getElementById('root');
if (container) void start(container);
