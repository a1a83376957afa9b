/** Whether any API call is under way: the SDK client sets it, the top loading bar shows it. */
import { useSyncExternalStore } from 'react';

export interface LoadingSignal {
  set: (active: boolean) => void;
  get: () => boolean;
  subscribe: (listener: () => void) => () => void;
}

export function createLoadingSignal(): LoadingSignal {
  let active = false;
  const listeners = new Set<() => void>();
  return {
    set(next) {
      if (next === active) return;
      active = next;
      listeners.forEach((listener) => listener());
    },
    get: () => active,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The current value of a signal, re-rendering on change. */
export function useLoadingSignal(signal: LoadingSignal): boolean {
  return useSyncExternalStore(signal.subscribe, signal.get);
}
