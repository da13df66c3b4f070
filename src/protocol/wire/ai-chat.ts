// The owner console's AI chat (SPEC.md §7): POST, PATCH and GET /internal/ai-chat/{thread_id}, and
// the 2.8.108 SDK's template rewrite, POST /internal/rewrite-template-source. Access A.
import { s, type Infer, type Json } from '../schema';

export const AI_CHAT_CONTEXT_TYPES = ['email-theme', 'email-template', 'email-draft', 'custom-dashboard'] as const;
export type AiChatContextType = (typeof AI_CHAT_CONTEXT_TYPES)[number];

/** A message as the console keeps it: `content` is text, or an array of parts such as {type: 'text', text}. */
export const aiChatMessage = s.object({ role: s.literal(['user', 'assistant', 'tool'] as const), content: s.json() });
export type AiChatMessageWire = Infer<typeof aiChatMessage>;

/** POST: asks the model for the next answer of a conversation (at least one message). */
export const aiChatSendBody = s.object({ context_type: s.literal(AI_CHAT_CONTEXT_TYPES), messages: s.array(aiChatMessage) });
export type AiChatSendBody = Infer<typeof aiChatSendBody>;

export const aiChatTextBlock = s.object({ type: s.literal(['text'] as const), text: s.string() });
export const aiChatSendResponse = s.object({ content: s.array(aiChatTextBlock) });
export type AiChatSendWire = Infer<typeof aiChatSendResponse>;

/** PATCH: saves one message (any JSON) at the end of the thread. */
export const aiChatSaveBody = s.object({ message: s.json() });
export const aiChatSaveResponse = s.object({});

/** GET: the thread's saved messages, oldest first (an unknown thread is empty). */
export const aiChatListResponse = s.object({ messages: s.array(s.json()) });
export interface AiChatListWire {
  messages: Json[];
}

export const rewriteTemplateSourceBody = s.object({ template_tsx_source: s.string() });
export const rewriteTemplateSourceResponse = s.object({ tsx_source: s.string() });
export type RewriteTemplateSourceWire = Infer<typeof rewriteTemplateSourceResponse>;
