import { streamChatCompletion } from '../ai/chatCompletions';
import type { HttpContext } from '../context';
import type { PartialHandlerMap } from '../handlerTypes';

/** `POST /v1/chat/completions`: the built-in model or the configured upstream, streamed. */
export function aiHandlers(ctx: HttpContext): PartialHandlerMap<'CreateChatCompletion'> {
  return {
    async CreateChatCompletion({ request, reply, body }) {
      return streamChatCompletion(request, reply, body, ctx.config.ai, ctx.aiQuota, ctx.clock.now().getTime());
    },
  };
}
