/**
 * Reading an OpenAI-style chat-completions event stream (`data: {chunk}` events, ended by `data: [DONE]`)
 * as text deltas.
 */
import { CheckupError } from './errors';

/** The `data` payloads of a server-sent-event stream, one per event (multi-line data joined with "\n"). */
async function* sseData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let data: string[] = [];
  let settled = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      // A final blank line flushes an event the server did not terminate.
      buffer += done ? `${decoder.decode()}\n\n` : decoder.decode(value, { stream: true });
      const lines = buffer.split(/\r\n|\r|\n/);
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        if (line === '') {
          if (data.length > 0) yield data.join('\n');
          data = [];
        } else if (line.startsWith('data:')) {
          data.push(line.slice(line.startsWith('data: ') ? 6 : 5));
        }
        // Other fields (event:, id:, retry:) and comments (":") carry nothing the chat needs.
      }
      if (done) {
        settled = true;
        return;
      }
    }
  } catch (error) {
    settled = true;
    throw error;
  } finally {
    // A consumer that stops early (break, return) must not leave the response streaming.
    if (!settled) await reader.cancel();
    reader.releaseLock();
  }
}

/** Text deltas of a chat-completions stream; throws CheckupError('decode') on a malformed chunk and ('server') on an error event. */
export async function* chatDeltas(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  for await (const data of sseData(body)) {
    if (data === '[DONE]') return;
    let chunk: unknown;
    try {
      chunk = JSON.parse(data);
    } catch (cause) {
      throw new CheckupError('decode', 'Chat stream event is not JSON', { cause, status: 200 });
    }
    const record =
      typeof chunk === 'object' && chunk !== null
        ? (chunk as { choices?: unknown; error?: { message?: unknown } })
        : {};
    if (record.error) {
      const message = typeof record.error.message === 'string' ? record.error.message : '';
      throw new CheckupError('server', `Chat stream error: ${message}`, { returnMsg: message, status: 200 });
    }
    if (!Array.isArray(record.choices))
      throw new CheckupError('decode', 'Chat stream event has no choices', { status: 200 });
    for (const choice of record.choices as { delta?: { content?: unknown } }[]) {
      const content = choice.delta?.content;
      if (typeof content === 'string' && content !== '') yield content;
    }
  }
}
