/**
 * Entry point: reads the runtime configuration once (no rebuild to change the API host or a switch), builds the
 * services and the router, then renders. Nothing renders a route before the configuration is known.
 */
import { loadRuntimeConfig } from '@checkup/sdk';
import { installRootFontSize } from '@checkup/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { insideMessagingApp } from './platform/payment';
import { browserPage, createAppRouter } from './router';
import { AppLayout } from './routes/AppLayout';
import { StartFailure } from './routes/StartFailure';
import { AppServicesProvider } from './services/AppServices';
import { createServices } from './services/createServices';
import { createSessionStore } from './session/store';

async function start(container: HTMLElement) {
  installRootFontSize();
  const root = createRoot(container);
  let config;
  try {
    config = await loadRuntimeConfig();
  } catch (error) {
    console.error('runtime configuration unavailable', error);
    root.render(<StartFailure />);
    return;
  }
  const session = createSessionStore();
  const services = createServices(config, session);
  if (insideMessagingApp()) void services.jsSdk.configure();
  const router = createAppRouter({ session, version: config.version, page: browserPage, layout: AppLayout });
  root.render(
    <StrictMode>
      <AppServicesProvider services={services}>
        <RouterProvider router={router} />
      </AppServicesProvider>
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (container) void start(container);
