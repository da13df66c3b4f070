// The owner console's AI chat (SPEC.md §7): POST /internal/ai-chat/{thread_id} answers a conversation
// through the configured OpenAI-compatible model (ai/model.ts); PATCH saves a message to the thread
// and GET lists the thread. POST /internal/rewrite-template-source is the 2.8.108 SDK's template rewrite.
import { formatSchemaErrors } from '../../src/protocol/schema';
import { KnownErrors } from '../../src/protocol/errors';
import { aiChatEndpoints as e } from '../../src/protocol/endpoints/ai-chat';
import type { AiChatSendWire, RewriteTemplateSourceWire } from '../../src/protocol/wire/ai-chat';
import type { AppContext } from '../context';
import { chatTurns, REWRITE_INSTRUCTIONS, sourceOf } from '../ai/conversation';
import { complete, requireAiSettings } from '../ai/model';
import { listChatMessages, saveChatMessage } from '../ai/threads';
import { json } from '../http';
import { route, type RouteDef } from '../routing';

function schemaError(c: AppContext, message: string): never {
  const text = formatSchemaErrors(c.req.method, new URL(c.req.url).pathname, [message]);
  throw new KnownErrors.SchemaError({ message: text }, text);
}

export const aiChatRoutes: RouteDef[] = [
  route(e.send, async (c, { body }) => {
    if (body.messages.length === 0) schemaError(c, 'body.messages must have at least 1 items');
    const text = await complete(requireAiSettings(), chatTurns(body.context_type, body.messages));
    const answer: AiChatSendWire = { content: [{ type: 'text', text }] };
    return json(c, answer);
  }),

  route(e.save, async (c, { auth, body }) => {
    const { db, clock } = c.var.ctx;
    await saveChatMessage(db, auth.project.id, c.req.param('thread_id') ?? '', body.message, clock.now());
    return json(c, {});
  }),

  route(e.list, async (c, { auth }) =>
    json(c, { messages: await listChatMessages(c.var.ctx.db, auth.project.id, c.req.param('thread_id') ?? '') }),
  ),

  route(
    e.rewriteTemplateSource,
    async (c, { body }) => {
      const answer = await complete(requireAiSettings(), [
        { role: 'system', content: REWRITE_INSTRUCTIONS },
        { role: 'user', content: body.template_tsx_source },
      ]);
      const result: RewriteTemplateSourceWire = { tsx_source: sourceOf(answer) };
      return json(c, result);
    },
  ),
];
