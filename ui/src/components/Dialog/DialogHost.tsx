import { lazy, Suspense, useSyncExternalStore } from 'react';
import { dialogStore } from './dialogStore';

const loadDialogView = () => import('./DialogView');

/** The dialog itself (Radix AlertDialog) is loaded with the first request. */
const DialogView = lazy(loadDialogView);

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

/**
 * Renders the dialogs requested through `confirm()` and `alert()`, one at a time in request order.
 * Mount once near the root: it subscribes at once (so `confirm()` works from a screen's first effect), and loads the
 * dialog's code the first time one is requested.
 */
export function DialogHost() {
  const requests = useSyncExternalStore(dialogStore.subscribe, dialogStore.get, dialogStore.get);
  const request = requests[0];
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <DialogView key={request.id} request={request} />
    </Suspense>
  );
}
