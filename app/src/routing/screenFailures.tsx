/**
 * What a screen route shows instead of its screen, over react-router's public API: 系统繁忙！请稍后再试 with 重试 when
 * the screen's code cannot be downloaded (offline, a failed download) or the screen throws while rendering (an answer
 * without the data it shows), instead of a blank page or React unmounting the whole app.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { useRevalidator, useRouteError } from 'react-router';
import { loadScreen } from './loadScreen';
import type { Page } from './page';
import type { RouteEntry, RouteModule } from './table';

/** The failure screen the caller gives (`ScreenFailure`); `onRetry` tries again. */
export type FailureScreen = ComponentType<{ onRetry: () => void }>;

/**
 * The route module of a screen whose code could not be loaded. react-router keeps a route's failed `lazy()` for good,
 * so the retry is this component's: 重试 loads the code again and shows the screen; when that fails too the browser may
 * be keeping the failed fetch, and the page reloads if it can.
 */
export function screenLoadFailed(entry: RouteEntry, Failure: FailureScreen, page: Page, error: unknown): RouteModule {
  console.error(`cannot load the screen of ${entry.path}`, error);
  // Once a retry has loaded the code, coming back to the route shows the screen at once.
  let loaded: RouteModule | undefined;
  function RetriedScreen() {
    const [module, setModule] = useState(loaded);
    const View = module?.Component;
    if (View) return <View />;
    const retry = () =>
      void loadScreen(entry).then(
        (retried) => setModule((loaded = retried)),
        (failed: unknown) => {
          console.error(`cannot load the screen of ${entry.path}`, failed);
          page.reloadAfterFailedImport();
        },
      );
    return <Failure onRetry={retry} />;
  }
  return { Component: RetriedScreen };
}

/**
 * A screen route's `ErrorBoundary`: a screen that threw while rendering. 重试 revalidates, which clears react-router's
 * error for the route and mounts the screen anew (asking its calls again).
 */
export function screenErrorBoundary(Failure: FailureScreen): ComponentType {
  return function ScreenError() {
    const error = useRouteError();
    const { revalidate } = useRevalidator();
    useEffect(() => console.error('the screen failed to render', error), [error]);
    return <Failure onRetry={() => void revalidate()} />;
  };
}
