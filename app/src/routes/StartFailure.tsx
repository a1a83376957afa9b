/** Shown instead of the app when the runtime configuration cannot be read at start. */
import { Button, Empty } from '@checkup/ui';
import { commonMessages } from '../messages';

export function StartFailure() {
  return (
    <main>
      <Empty description={<span role="alert">{commonMessages.busy}</span>}>
        <Button variant="primary" onClick={() => window.location.reload()}>
          {commonMessages.retry}
        </Button>
      </Empty>
    </main>
  );
}
