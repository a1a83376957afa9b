/**
 * The root route's element: the current screen plus what every screen shares — the top loading bar (API calls and
 * route code loading), the toast and dialog hosts, and the sandbox pay sheet when the sandbox is in use.
 */
import { DialogHost, dismissDialogs, dismissToast, ToastHost, TopLoadingBar } from '@checkup/ui';
import { lazy, Suspense, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { Outlet, useLocation } from 'react-router';
import type { PaySheetController } from '../platform/sandboxPayment';
import { useRouteLoading } from './routeHooks';
import { useServices } from '../services/AppServices';
import { useLoadingSignal } from '../services/loadingSignal';
import { addressOf, screenHeading } from './screenChange';

/** The pay sheet (a Radix dialog) loads with the first pay request, not with the app's first paint. */
const SandboxPaySheet = lazy(() =>
  import('../features/payments/SandboxPaySheet').then(({ SandboxPaySheet: Sheet }) => ({ default: Sheet })),
);

/** True from the first pay request on (the sheet then stays mounted so it can animate and answer later requests). */
function usePaySheetNeeded(controller: PaySheetController): boolean {
  return useSyncExternalStore(
    controller.subscribe,
    () => controller.current() !== undefined || sheetMounted.has(controller),
  );
}

/** Controllers whose sheet has been mounted once. */
const sheetMounted = new WeakSet<PaySheetController>();

/**
 * Closes what a screen raised over itself when the screen changes (back, a link, a redirect): the `confirm()`/`alert()`
 * dialogs still open, unanswered (a question asked on one screen must not stand over the next one, nor act there when
 * answered: 去填写 navigating from home), and the toast (验证码错误 must not cover the report list the login led to;
 * a success toast before a delayed redirect has shown on its own screen until then). Placed before the screen, its
 * layout effect runs before the new screen's, so a dialog or toast that screen raises on arrival stays.
 */
function OverlaysOfTheScreen() {
  const address = addressOf(useLocation());
  const shown = useRef(address);
  useLayoutEffect(() => {
    if (shown.current === address) return;
    shown.current = address;
    dismissDialogs();
    dismissToast();
  }, [address]);
  return null;
}

export function AppLayout() {
  const { config, loading, paySheet } = useServices();
  const calling = useLoadingSignal(loading);
  const navigating = useRouteLoading();
  const payRequested = usePaySheetNeeded(paySheet);
  if (payRequested) sheetMounted.add(paySheet);
  // The hosts come before the screen: their subscriptions must exist when a screen's first effect opens a dialog or a
  // toast, and effects run in tree order (the dialog host's in the layout phase, so a screen may ask from its first
  // layout effect and have the dialog painted with it). Dialogs and the toast still open when the screen changes close
  // with it; the dialogs, and the pay sheet (which stays until answered), give focus to the new screen's heading, since
  // what opened them is gone.
  return (
    <>
      <ToastHost />
      <DialogHost focusFallback={screenHeading} />
      <OverlaysOfTheScreen />
      {config.sandbox && payRequested && (
        <Suspense fallback={null}>
          <SandboxPaySheet controller={paySheet} />
        </Suspense>
      )}
      <TopLoadingBar active={calling || navigating} />
      <Outlet />
    </>
  );
}
