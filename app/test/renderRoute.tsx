/**
 * Renders one screen inside the real app layout (loading bar, toast and dialog hosts, sandbox pay sheet) with a fake
 * SDK client, an in-memory session and a scripted pay dialog. Every other address renders itself (`location` test
 * id), so a test sees where the screen went.
 */
import { RUNTIME_CONFIG_DEFAULTS, type RuntimeConfig } from '@checkup/sdk';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { PayOutcome, PaymentBridge } from '../src/platform/payment';
import { createPaySheetController } from '../src/platform/sandboxPayment';
import { AppLayout } from '../src/routing/AppLayout';
import { AppServicesProvider, type AppServices } from '../src/services/AppServices';
import { createLoadingSignal } from '../src/services/loadingSignal';
import type { SessionStore } from '../src/session/store';
import { fakeApi, ok, type Handlers } from './fakeApi';
import { memorySessionStore } from './fixtures';

function Elsewhere() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

export interface RenderRouteOptions {
  /** The screen's route path, e.g. `/PersonIndex`. */
  path: string;
  /** Address to open (path and query); the route path by default. */
  at?: string;
  /** Where the history starts before `at` (to test going back). */
  from?: string;
  /** The screen's calls; GetTimeStamp answers the (faked) device clock unless given. */
  handlers?: Handlers;
  config?: Partial<RuntimeConfig>;
  /** Prepares the session before the screen opens. */
  session?: (session: SessionStore) => void;
  /** What the pay dialog answers. */
  payOutcome?: PayOutcome;
  /** The API client instead of the fake answering `handlers` (e.g. the real lazy client, to test its failures). */
  api?: AppServices['api'];
}

export function renderRoute(Screen: ComponentType, options: RenderRouteOptions) {
  const session = memorySessionStore();
  options.session?.(session);
  const { api, call } = fakeApi({ GetTimeStamp: () => ok(Date.now()), ...options.handlers });
  const pay = vi.fn<PaymentBridge['pay']>(() => Promise.resolve(options.payOutcome ?? 'ok'));
  const services: AppServices = {
    config: { ...RUNTIME_CONFIG_DEFAULTS, ...options.config },
    api: options.api ?? api,
    session,
    payment: { pay },
    jsSdk: { configure: () => Promise.resolve('unavailable' as const) },
    loading: createLoadingSignal(),
    paySheet: createPaySheetController(),
  };
  const router = createMemoryRouter(
    [
      {
        Component: AppLayout,
        children: [
          { path: options.path, Component: Screen },
          { path: '*', Component: Elsewhere },
        ],
      },
    ],
    { initialEntries: [...(options.from ? [options.from] : []), options.at ?? options.path] },
  );
  const view = render(
    <AppServicesProvider services={services}>
      <RouterProvider router={router} />
    </AppServicesProvider>,
  );
  return { ...view, call, pay, session, router, services };
}
