/**
 * Shown instead of the app when the runtime configuration cannot be read at start, and instead of a screen whose code
 * cannot be loaded or that fails to render (an answer without the data it shows): 系统繁忙！请稍后再试 with 重试.
 */
import { Button, Empty } from '@checkup/ui';
import { commonMessages } from '../messages';

/** `onRetry` defaults to reloading the page. */
export function StartFailure({ onRetry = () => window.location.reload() }: { onRetry?: () => void }) {
  return (
    <main>
      <Empty description={<span role="alert">{commonMessages.busy}</span>}>
        <Button variant="primary" onClick={onRetry}>
          {commonMessages.retry}
        </Button>
      </Empty>
    </main>
  );
}
