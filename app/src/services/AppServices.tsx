/**
 * What every screen gets from the app shell: the runtime configuration (loaded once at start), the SDK client, the
 * session store and the messaging-app bridges. Tests render screens inside an {@link AppServicesProvider} with fakes.
 */
import type { CheckupClient, RuntimeConfig } from '@checkup/sdk';
import { createContext, useContext, type ReactNode } from 'react';
import type { JsSdk } from '../platform/jsSdk';
import type { PaymentBridge } from '../platform/payment';
import type { PaySheetController } from '../platform/sandboxPayment';
import type { SessionStore } from '../session/store';
import type { LoadingSignal } from './loadingSignal';

export interface AppServices {
  config: RuntimeConfig;
  api: CheckupClient;
  session: SessionStore;
  payment: PaymentBridge;
  jsSdk: JsSdk;
  /** API calls under way (the top loading bar). */
  loading: LoadingSignal;
  /** The sandbox pay sheet's requests (shown by the app layout when the sandbox is in use). */
  paySheet: PaySheetController;
}

const ServicesContext = createContext<AppServices | null>(null);

export function AppServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <ServicesContext value={services}>{children}</ServicesContext>;
}

/** All services; screens use the narrower hooks below. */
export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useApi/useConfig/useSession/usePayment need an <AppServicesProvider> above them');
  return services;
}

/** The SDK client: `useApi().call(operationId, body)` resolves with a `Result`, never throws. */
export const useApi = (): CheckupClient => useServices().api;
/** The runtime configuration (`/config.json`). */
export const useConfig = (): RuntimeConfig => useServices().config;
/** The session store (cookies and storage keys of the specs). */
export const useSession = (): SessionStore => useServices().session;
/** The pay dialog (messaging app or sandbox pay sheet). */
export const usePayment = (): PaymentBridge => useServices().payment;
