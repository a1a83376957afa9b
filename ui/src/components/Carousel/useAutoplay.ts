import { useEffect, useState } from 'react';

/** Whether the page is visible; autoplay must stop in a background tab. */
export function useDocumentVisible(): boolean {
  const [visible, setVisible] = useState(
    () => typeof document === 'undefined' || document.visibilityState !== 'hidden',
  );
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

/** Calls `advance` every `interval` ms while `running`; the timer restarts whenever `restartKey` changes. */
export function useAutoplay(running: boolean, interval: number, advance: () => void, restartKey: unknown): void {
  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(advance, interval);
    return () => window.clearTimeout(timer);
  }, [running, interval, advance, restartKey]);
}
