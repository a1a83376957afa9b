import { Component, lazy, Suspense, useLayoutEffect, useState, type ReactNode } from 'react';
import type { FocusFallback } from '../internal/useFocusReturn';
import { dialogStore, type DialogRequest } from './dialogStore';
import type * as DialogViewCode from './DialogView';

type DialogViewModule = typeof DialogViewCode;

/** The dialog's code once it has loaded (preloaded, or loaded by a first request). */
let loaded: DialogViewModule | undefined;

const loadDialogView = () => import('./DialogView').then((module) => (loaded = module));

/**
 * Hands `lazy()` a module that is already here in the same render. `lazy()` calls `then` once, synchronously, when a
 * render first needs the view, and renders at once when it is answered there; a settled promise answers a microtask
 * later, so the host would suspend and show the dialog only when React retries (it holds back content revealed after a
 * fallback for up to 300 ms) — on a screen whose largest paint is that dialog.
 */
function alreadyLoaded(module: DialogViewModule): Promise<DialogViewModule> {
  return {
    then: (onFulfilled: (value: DialogViewModule) => unknown) => void onFulfilled(module),
  } as unknown as Promise<DialogViewModule>;
}

/** The dialog itself (Radix AlertDialog): loaded with the first request, unless {@link preloadDialog} already did. */
const lazyDialogView = () => lazy(() => (loaded ? alreadyLoaded(loaded) : loadDialogView()));
let DialogView = lazyDialogView();

/**
 * A dialog whose code failed to load (a broken network) settles its request as not confirmed and shows nothing,
 * instead of taking the whole screen down with it; `lazy()` keeps a failed load for good, so the next request starts
 * a fresh one.
 */
class DialogLoadFailure extends Component<{ request: DialogRequest; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    DialogView = lazyDialogView();
    this.props.request.resolve(false);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Starts loading the dialog's code now, for a screen that asks a question as soon as it shows: its dialog then opens
 * with the screen instead of a round trip later. Settles once the code is loaded, and never rejects: a failed load is
 * left to the first request to retry.
 */
export function preloadDialog(): Promise<void> {
  return loadDialogView().then(
    () => undefined,
    () => undefined,
  );
}

export interface DialogHostProps {
  /**
   * Where focus goes when a dialog closes and what had focus as it was asked is gone (the screen changed while it was
   * open) or there was nothing, e.g. the current screen's heading; without it focus falls to the page.
   */
  focusFallback?: FocusFallback;
}

/**
 * Renders the dialogs requested through `confirm()` and `alert()`, one at a time in request order.
 * Mount once near the root, before the screens: it subscribes in the layout phase, so `confirm()` works from a screen's
 * first layout effect and its dialog is painted together with the screen (not a frame later, as a passive
 * subscription — `useSyncExternalStore`'s — would have it), and loads the dialog's code the first time one is requested.
 */
export function DialogHost({ focusFallback }: DialogHostProps = {}) {
  const [requests, setRequests] = useState(dialogStore.get);
  useLayoutEffect(() => {
    const sync = () => setRequests(dialogStore.get());
    // A request made between this host's render and now is not lost.
    sync();
    return dialogStore.subscribe(sync);
  }, []);
  const request = requests[0];
  if (!request) return null;
  return (
    <DialogLoadFailure key={request.id} request={request}>
      <Suspense fallback={null}>
        <DialogView request={request} focusFallback={focusFallback} />
      </Suspense>
    </DialogLoadFailure>
  );
}
