// The owner console's AI chat (SPEC.md §7) and template rewrite: threads saved on the server,
// answers from the model the server is configured with. Access A.
import { aiChatEndpoints as e } from '../../../protocol/endpoints/ai-chat';
import type { Json } from '../../../protocol/schema';
import type { AiChatListWire, AiChatSendBody, AiChatSendWire, RewriteTemplateSourceWire } from '../../../protocol/wire/ai-chat';
import type { RequestPipeline } from '../../http/pipeline';

/** A model's answer can take a minute or two; the pipeline's default limit (20 s) would cut it off. */
const MODEL_ANSWER_TIMEOUT_MS = 180_000;

export class AdminAiChatEndpoints {
  constructor(private readonly pipeline: RequestPipeline) {}

  /** The model's answer to the conversation (nothing is saved). */
  sendChatMessage(threadId: string, body: AiChatSendBody): Promise<AiChatSendWire> {
    return this.pipeline.call(e.send, { params: { thread_id: threadId }, body, timeoutMs: MODEL_ANSWER_TIMEOUT_MS });
  }

  /** Appends one message to the thread. */
  async saveChatMessage(threadId: string, message: Json): Promise<void> {
    await this.pipeline.call(e.save, { params: { thread_id: threadId }, body: { message } });
  }

  /** The saved messages, oldest first. */
  listChatMessages(threadId: string): Promise<AiChatListWire> {
    return this.pipeline.call(e.list, { params: { thread_id: threadId } });
  }

  /** The template source rewritten by the model. */
  rewriteTemplateSource(templateTsxSource: string): Promise<RewriteTemplateSourceWire> {
    return this.pipeline.call(e.rewriteTemplateSource, { body: { template_tsx_source: templateTsxSource }, timeoutMs: MODEL_ANSWER_TIMEOUT_MS });
  }
}
