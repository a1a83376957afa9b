/**
 * The root route's element: the current screen plus what every screen shares — the top loading bar (API calls and
 * route code loading), the toast and dialog hosts, and the sandbox pay sheet when the sandbox is in use.
 */
import { DialogHost, ToastHost, TopLoadingBar } from '@checkup/ui';
import { Outlet, useNavigation } from 'react-router';
import { useServices } from '../services/AppServices';
import { useLoadingSignal } from '../services/loadingSignal';
import { SandboxPaySheet } from './SandboxPaySheet';

export function AppLayout() {
  const { config, loading, paySheet } = useServices();
  const calling = useLoadingSignal(loading);
  const navigating = useNavigation().state === 'loading';
  // The hosts come before the screen: their subscriptions (effects) must exist when a screen's first effect opens a
  // dialog or a toast, and effects run in tree order.
  return (
    <>
      <ToastHost />
      <DialogHost />
      {config.sandbox && <SandboxPaySheet controller={paySheet} />}
      <TopLoadingBar active={calling || navigating} />
      <Outlet />
    </>
  );
}
