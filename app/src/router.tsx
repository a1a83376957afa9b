/**
 * The app's router over the hash of the page address (`/#/PersonIndex`), in react-router's declarative mode
 * (`<Router>` + `useRoutes`): the data router (`createHashRouter`, ≈ 30 kB gzip) is not shipped. What the data router
 * did for us is done here, in the same order, before a location is shown:
 * 1. the access guard decides every navigation (redirect with replace, or a full reload for the version check);
 * 2. the target screen's lazily loaded module is fetched while the current screen stays (the loading bar shows it);
 * 3. only then the new location is committed.
 * Back/forward can be refused by a screen ({@link useBlockPop}), as `/oauth` does.
 */
import { preloadDialog } from '@checkup/ui';
import {
  Component,
  createContext,
  Fragment,
  useContext,
  useEffect,
  useId,
  useReducer,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import {
  createPath,
  NavigationType,
  Router,
  UNSAFE_createHashHistory,
  UNSAFE_DataRouterContext,
  useLocation,
  useRoutes,
  type Location,
  type Navigator,
  type RouteObject,
  type To,
} from 'react-router';
import { reloadAfterFailedImport } from './platform/pageNavigation';
import { decideAccess, SIGN_IN_PATH, type PageAddress } from './routes/guard';
import { loadTitles, useScreenChange } from './routes/screenChange';
import {
  findRoute,
  routeTable,
  type FirstAddress,
  type RouteEntry,
  type RouteHandle,
  type RouteModule,
} from './routes/table';
import type { SessionStore } from './session/store';

/** The document's own address, which the version check reads and reloads. */
export interface Page extends PageAddress {
  /** Full page load of `href`. */
  reload(href: string): void;
  /**
   * Called when a screen's code failed to load again on 重试: reloads the page if it can be downloaded now (browsers
   * before whatwg/html#10327 keep a failed module fetch until the page reloads). See `reloadAfterFailedImport`.
   */
  reloadAfterFailedImport(): void;
}

/** The history the router drives: react-router's hash history (or a memory history in tests), in v5Compat mode. */
type AppHistory = ReturnType<typeof UNSAFE_createHashHistory>;

export interface RouterDeps {
  session: SessionStore;
  /** `RuntimeConfig.version` ('' = no version check). */
  version: string;
  page: Page;
  /** The root element (providers, toast and dialog hosts around an `<Outlet />`). */
  layout: ComponentType;
  /**
   * Shown instead of a screen whose code cannot be loaded or that fails to render; `onRetry` tries again. Given by the
   * caller rather than imported here: the router is shared with the screens' chunks, and importing the failure screen
   * here split the kit's Button and Empty out of the entry into chunks of their own (+0.7 kB gzip on the first load).
   */
  failure: ComponentType<{ onRetry: () => void }>;
  table?: readonly RouteEntry[];
  /** Defaults to the hash history of the page (`UNSAFE_createHashHistory({ v5Compat: true })`). */
  history?: AppHistory;
}

/** The browser page the app runs in. */
export const browserPage: Page = {
  get pathname() {
    return window.location.pathname;
  },
  get search() {
    return window.location.search;
  },
  reload: (href) => window.location.replace(href),
  reloadAfterFailedImport: () => void reloadAfterFailedImport(),
};

/** The route path (without query) a hash address opens: `#/PersonIndex?x=1` → `/PersonIndex`, no hash → `/`. */
export function hashRoutePath(hash: string): string {
  const path = hash.replace(/^#/, '').split('?')[0] ?? '';
  return path.startsWith('/') ? path : '/';
}

/** The screen the page will show first, and the address it opens with. */
export interface FirstRoute extends FirstAddress {
  entry: RouteEntry;
}

/**
 * The table entry whose screen the page will show first: its code can start loading together with the runtime
 * configuration instead of after it. For a login-required route without the `user` cookie that is the sign-in page
 * the guard will send the visitor to, remembering the route (as `decideAccess` does). Reads the session, never
 * writes it.
 */
export function predictFirstRoute(
  hash: string,
  session: Pick<SessionStore, 'user' | 'redirect'>,
  table: readonly RouteEntry[] = routeTable,
): FirstRoute | undefined {
  const entry = findRoute(hashRoutePath(hash), table);
  if (!entry?.load) return undefined;
  // The hash route's path and query: what the guard is given as the target.
  const address = hash.replace(/^#/, '').split('#')[0] ?? '';
  if (entry.access === 'login' && session.user.get() === undefined) {
    const signIn = predictFirstRoute(`#${SIGN_IN_PATH}`, session, table);
    return signIn && { ...signIn, remembered: address };
  }
  const search = address.includes('?') ? address.slice(address.indexOf('?')) : '';
  return { entry, query: new URLSearchParams(search), remembered: session.redirect.get() };
}

/**
 * Loads a route's screen, and with it the dialog's code when the screen asks a question at once (`asksAtOnce`), and
 * the screens' titles with any screen but home (whose title is the page's own).
 */
export function loadScreen(entry: RouteEntry): Promise<RouteModule> {
  if (!entry.load) return Promise.reject(new Error(`${entry.path} has no screen`));
  if (entry.asksAtOnce) void preloadDialog();
  if (entry.path !== '/') loadTitles().catch(() => undefined);
  return entry.load();
}

/** What the router shows and whether it is on its way somewhere else. */
interface AppRouterState {
  location: Location;
  navigationType: NavigationType;
  /** A navigation is waiting for its screen's code. */
  navigating: boolean;
  /** The guard asked for a full page load: nothing of the outdated version is rendered meanwhile. */
  reloading: boolean;
  /** The first navigation has been decided and its screen loaded: nothing renders before. */
  ready: boolean;
  /** The table entry of the screen shown (`location`'s), once there is one. */
  screen?: RouteEntry;
}

/** Decides whether a back/forward step may leave the current screen (`false` = refuse it). */
type PopBlocker = () => boolean;

export interface AppRouter {
  readonly state: AppRouterState;
  readonly history: AppHistory;
  /** What the screens' `useNavigate()` drives: the history, without a second push of the address still loading. */
  readonly navigator: Navigator;
  /** Navigates like `useNavigate()` (a number moves in the history). */
  navigate: (to: To | number, options?: { replace?: boolean }) => Promise<void>;
  subscribe: (listener: () => void) => () => void;
  /** Registers a back/forward refusal; returns its removal. */
  blockPop: (blocker: PopBlocker) => () => void;
  /** The screens for `useRoutes`. */
  readonly routes: RouteObject[];
  /** Stops listening to the history. */
  dispose: () => void;
}

const HandleContext = createContext<RouteHandle | undefined>(undefined);
const RouterStateContext = createContext<AppRouter | null>(null);

/** Route metadata of the screen being rendered: its access group and its position in the table. */
export function useRouteHandle(): RouteHandle | undefined {
  return useContext(HandleContext);
}

/** True while a navigation waits for its screen's code (false outside the app router, e.g. in screen tests). */
export function useRouteLoading(): boolean {
  const router = useContext(RouterStateContext);
  return useSyncExternalStore(router?.subscribe ?? noSubscription, () => router?.state.navigating ?? false);
}

const noSubscription = () => () => undefined;

/**
 * Refuses back and forward navigation while the calling screen is shown (the history step is undone at once).
 * Screen tests render screens in react-router's data router (`createMemoryRouter`): there its blocker API is used.
 */
export function useBlockPop(): void {
  const router = useContext(RouterStateContext);
  useEffect(() => router?.blockPop(() => false), [router]);
  const dataRouter = useContext(UNSAFE_DataRouterContext)?.router;
  const key = useId();
  useEffect(() => {
    if (!dataRouter) return undefined;
    dataRouter.getBlocker(key, ({ historyAction }) => historyAction === NavigationType.Pop);
    const unsubscribe = dataRouter.subscribe((state) => {
      const blocker = state.blockers.get(key);
      if (blocker?.state === 'blocked') blocker.reset();
    });
    return () => {
      unsubscribe();
      dataRouter.deleteBlocker(key);
    };
  }, [dataRouter, key]);
}

interface ScreenProps {
  entry: RouteEntry;
  handle: RouteHandle;
  modules: Map<RouteEntry, RouteModule>;
  failure: RouterDeps['failure'];
  page: Page;
}

function Screen({ entry, handle, modules, failure: Failure, page }: ScreenProps) {
  const [, loaded] = useReducer((n: number) => n + 1, 0);
  const { key } = useLocation();
  const View = modules.get(entry)?.Component;
  // The screen's code could not be loaded (offline, a failed download): say so and load it again on 重试, instead of
  // leaving the page blank. When 重试 fails too, the browser may be keeping the failed fetch: the page reloads if it can.
  if (!View) {
    const retry = () =>
      void loadScreen(entry).then(
        (module) => {
          modules.set(entry, module);
          loaded();
        },
        (error: unknown) => {
          console.error(`cannot load the screen of ${entry.path}`, error);
          page.reloadAfterFailedImport();
        },
      );
    return <Failure onRetry={retry} />;
  }
  return (
    <HandleContext value={handle}>
      <ScreenBoundary key={key} failure={Failure}>
        <View />
      </ScreenBoundary>
    </HandleContext>
  );
}

/**
 * A screen that throws while rendering (an answer without the data it shows) is replaced by 系统繁忙！请稍后再试 with
 * 重试 (the screen anew, asking its calls again) instead of React unmounting the whole app to a blank page.
 */
class ScreenBoundary extends Component<
  { children: ReactNode; failure: RouterDeps['failure'] },
  { failed: boolean; attempt: number }
> {
  override state = { failed: false, attempt: 0 };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('the screen failed to render', error);
  }
  override render() {
    const { failure: Failure, children } = this.props;
    if (this.state.failed)
      return <Failure onRetry={() => this.setState(({ attempt }) => ({ failed: false, attempt: attempt + 1 }))} />;
    return <Fragment key={this.state.attempt}>{children}</Fragment>;
  }
}

/** Builds the app router; `AppRouterProvider` renders it. */
export function createAppRouter({
  session,
  version,
  page,
  layout: Layout,
  failure,
  table = routeTable,
  history: given,
}: RouterDeps): AppRouter {
  const history = given ?? UNSAFE_createHashHistory({ v5Compat: true });
  const modules = new Map<RouteEntry, RouteModule>();
  const screens = table.flatMap((entry, index): RouteObject[] => {
    if (!entry.load) return [];
    const handle: RouteHandle = { access: entry.access, index };
    const element = <Screen entry={entry} handle={handle} modules={modules} failure={failure} page={page} />;
    return (entry.alias ? [entry.path, entry.alias] : [entry.path]).map((path) => ({ path, element }));
  });
  const routes: RouteObject[] = [{ element: <Layout />, children: [...screens, { path: '*', element: null }] }];

  let state: AppRouterState = {
    location: history.location,
    navigationType: history.action,
    navigating: false,
    reloading: false,
    ready: false,
  };
  const listeners = new Set<() => void>();
  const blockers = new Set<PopBlocker>();
  const set = (next: Partial<AppRouterState>) => {
    state = { ...state, ...next };
    listeners.forEach((listener) => listener());
  };
  let generation = 0;
  let undoingPop = false;

  async function arrive(location: Location, navigationType: NavigationType): Promise<void> {
    const current = ++generation;
    const decision = decideAccess(`${location.pathname}${location.search}`, { session, version, page, table });
    if (decision.action === 'reload') {
      page.reload(decision.href);
      set({ reloading: true });
      return;
    }
    if (decision.action === 'redirect') {
      history.replace(decision.to);
      return;
    }
    const entry = findRoute(location.pathname, table);
    if (!entry?.load) {
      // Unknown or unbuilt routes go home.
      history.replace('/');
      return;
    }
    if (!modules.has(entry)) {
      set({ navigating: true });
      try {
        modules.set(entry, await loadScreen(entry));
      } catch (error) {
        console.error(`cannot load the screen of ${entry.path}`, error);
      }
      if (current !== generation) return;
    }
    set({ location, navigationType, navigating: false, ready: true, screen: entry });
  }

  /**
   * A push of the address a navigation is still loading the screen of is dropped: the current screen stays until
   * then, so a double tap on its button (日期确认, the extras' 确认) would put the next screen twice in the history.
   */
  const pendingAt = (to: To) =>
    state.location.key !== history.location.key &&
    createPath(history.location) === (typeof to === 'string' ? to : createPath(to));
  const navigator: Navigator = {
    createHref: (to) => history.createHref(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => history.go(delta),
    push: (to, pushState) => {
      if (!pendingAt(to)) history.push(to, pushState);
    },
    replace: (to, replaceState) => history.replace(to, replaceState),
  };

  const unlisten = history.listen(({ action, location, delta }) => {
    if (undoingPop) {
      undoingPop = false;
      return;
    }
    if (action === NavigationType.Pop && delta !== null && [...blockers].some((allows) => !allows())) {
      undoingPop = true;
      history.go(-delta);
      return;
    }
    void arrive(location, action);
  });
  const first = arrive(history.location, history.action);

  return {
    get state() {
      return state;
    },
    history,
    navigator,
    routes,
    navigate(to, options) {
      if (typeof to === 'number') navigator.go(to);
      else if (options?.replace) navigator.replace(to);
      else navigator.push(to);
      return settled();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    blockPop(blocker) {
      blockers.add(blocker);
      return () => blockers.delete(blocker);
    },
    dispose: unlisten,
  };

  /** Resolves once no navigation is pending (tests await it like the data router's `navigate`). */
  async function settled(): Promise<void> {
    await first;
    for (let tries = 0; tries < 100 && (state.navigating || state.location.key !== history.location.key); tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  }
}

/**
 * Resolves once the router has something to show (the first screen's code is loaded) or is reloading the page: the
 * entry renders then, so the static first-paint frame of index.html stays until React can replace it in one commit.
 */
export function firstScreenReady(router: Pick<AppRouter, 'state' | 'subscribe'>): Promise<void> {
  return new Promise((resolve) => {
    const settled = () => router.state.ready || router.state.reloading;
    if (settled()) {
      resolve();
      return;
    }
    const unsubscribe = router.subscribe(() => {
      if (!settled()) return;
      unsubscribe();
      resolve();
    });
  });
}

/** The screen of the committed location, with the page titled after it and focus moved to it (`screenChange.ts`). */
function Routes({ router }: { router: AppRouter }) {
  const { location, screen } = router.state;
  const element = useRoutes(router.routes, location);
  useScreenChange(location, screen?.path);
  return element;
}

/** Renders the app router: the committed location only (a navigation in progress keeps the current screen). */
export function AppRouterProvider({ router }: { router: AppRouter }): ReactNode {
  const state = useSyncExternalStore(router.subscribe, () => router.state);
  if (state.reloading || !state.ready) return null;
  return (
    <RouterStateContext value={router}>
      <Router location={state.location} navigationType={state.navigationType} navigator={router.navigator}>
        <Routes router={router} />
      </Router>
    </RouterStateContext>
  );
}
