/** The streamed answer of an AI feature on screen: AiStreamView wired to a {@link AiStream}. */
import type { ChatMessage } from '@checkup/sdk';
import { AiStreamView } from '@checkup/ui';
import type { AiStream } from './useAiStream';

export interface AiAnswerProps {
  stream: AiStream;
  /** Builds the messages again for a retry. */
  messages: () => ChatMessage[];
  label: string;
}

export function AiAnswer({ stream, messages, label }: AiAnswerProps) {
  if (stream.status === 'idle') return null;
  return (
    <AiStreamView
      label={label}
      text={stream.text}
      status={stream.status}
      errorText={stream.error}
      onStop={stream.stop}
      onRetry={() => stream.start(messages())}
    />
  );
}
