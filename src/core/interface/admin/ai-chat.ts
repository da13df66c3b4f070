// The owner console's AI chat (SPEC.md §7) and template rewrite: threads saved on the server,
// answers from the model the server is configured with. Access A.
import type { Json } from '../../../protocol/schema';
import type { AiChatListWire, AiChatSendBody, AiChatSendWire, RewriteTemplateSourceWire } from '../../../protocol/wire/ai-chat';
import type { RequestPipeline } from '../../http/pipeline';

const seg = encodeURIComponent;
/** A model's answer can take a minute or two; the pipeline's default limit (20 s) would cut it off. */
const MODEL_ANSWER_TIMEOUT_MS = 180_000;

export class AdminAiChatEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** POST /internal/ai-chat/{thread}: the model's answer to the conversation (nothing is saved). */
  sendChatMessage(threadId: string, body: AiChatSendBody): Promise<AiChatSendWire> {
    return this.pipeline.json<AiChatSendWire>(`/internal/ai-chat/${seg(threadId)}`, { method: 'POST', body, timeoutMs: MODEL_ANSWER_TIMEOUT_MS });
  }

  /** PATCH /internal/ai-chat/{thread}: appends one message to the thread. */
  async saveChatMessage(threadId: string, message: Json): Promise<void> {
    await this.pipeline.json<Record<string, never>>(`/internal/ai-chat/${seg(threadId)}`, { method: 'PATCH', body: { message } });
  }

  /** GET /internal/ai-chat/{thread}: the saved messages, oldest first. */
  listChatMessages(threadId: string): Promise<AiChatListWire> {
    return this.pipeline.json<AiChatListWire>(`/internal/ai-chat/${seg(threadId)}`, { method: 'GET' });
  }

  /** POST /internal/rewrite-template-source. */
  rewriteTemplateSource(templateTsxSource: string): Promise<RewriteTemplateSourceWire> {
    return this.pipeline.json<RewriteTemplateSourceWire>('/internal/rewrite-template-source', {
      method: 'POST',
      body: { template_tsx_source: templateTsxSource },
      timeoutMs: MODEL_ANSWER_TIMEOUT_MS,
    });
  }
}
