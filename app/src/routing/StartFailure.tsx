/**
 * Shown instead of the app when the runtime configuration cannot be read at start ({@link StartFailure}), and instead
 * of a screen whose code cannot be loaded or that fails to render, an answer without the data it shows
 * ({@link ScreenFailure}): 系统繁忙！请稍后再试 with 重试.
 */
import { Button, Empty, NavBar } from '@checkup/ui';
import { useLocation } from 'react-router';
import { commonMessages } from '../messages';
import { screenTitle } from './screenChange';
import { useBack } from './useBack';

interface FailureProps {
  /** Defaults to reloading the page. */
  onRetry?: () => void;
}

function FailureNotice({ onRetry = () => window.location.reload() }: FailureProps) {
  return (
    <Empty description={<span role="alert">{commonMessages.busy}</span>}>
      <Button variant="primary" onClick={onRetry}>
        {commonMessages.retry}
      </Button>
    </Empty>
  );
}

/** The app could not start: no screen, nothing to go back to. */
export function StartFailure(props: FailureProps) {
  return (
    <main>
      <FailureNotice {...props} />
    </main>
  );
}

/**
 * A screen could not be shown: it keeps its nav bar, titled after the screen, and the back arrow (home has none), so
 * the visitor can leave as from the screen itself instead of being stuck on 重试 (docs/adr/0078).
 */
export function ScreenFailure(props: FailureProps) {
  const { pathname } = useLocation();
  const back = useBack();
  return (
    <main>
      <NavBar title={screenTitle(pathname)} onBack={pathname === '/' ? undefined : back} />
      <FailureNotice {...props} />
    </main>
  );
}
