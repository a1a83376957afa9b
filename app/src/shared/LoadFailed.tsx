/** A list or answer a screen could not load: what failed, and 重试 (the screen asks again). */
import { Button, Empty } from '@checkup/ui';
import type { ReactNode } from 'react';
import { commonMessages } from '../messages';

export function LoadFailed({ description, onRetry }: { description: ReactNode; onRetry: () => void }) {
  return (
    <Empty description={description}>
      <Button onClick={onRetry}>{commonMessages.retry}</Button>
    </Empty>
  );
}
