// The owner console's AI chat for the admin app: ask the project's configured model, and keep
// threads of messages on the server. Messages are the console's own JSON (kept as given).
import type { Json } from '../../../protocol/schema';
import type { AiChatContextType, AiChatMessageWire } from '../../../protocol/wire/ai-chat';
import type { AdminAiChatEndpoints } from '../../interface/admin/ai-chat';

export type ChatContextType = AiChatContextType;

export interface ChatMessage {
  role: 'user' | 'assistant' | 'tool';
  /** Text, or an array of parts such as `{ type: 'text', text }`. */
  content: Json;
}

/** The model's answer, as content blocks. */
export interface ChatAnswer {
  content: { type: 'text'; text: string }[];
}

export async function sendChatMessage(
  endpoints: AdminAiChatEndpoints,
  threadId: string,
  contextType: ChatContextType,
  messages: ChatMessage[],
): Promise<ChatAnswer> {
  const wireMessages: AiChatMessageWire[] = messages.map(({ role, content }) => ({ role, content }));
  const wire = await endpoints.sendChatMessage(threadId, { context_type: contextType, messages: wireMessages });
  return { content: wire.content.map(({ type, text }) => ({ type, text })) };
}

export async function listChatMessages(endpoints: AdminAiChatEndpoints, threadId: string): Promise<{ messages: Json[] }> {
  return { messages: (await endpoints.listChatMessages(threadId)).messages };
}

export async function rewriteTemplateSourceWithAI(endpoints: AdminAiChatEndpoints, templateTsxSource: string): Promise<{ tsxSource: string }> {
  return { tsxSource: (await endpoints.rewriteTemplateSource(templateTsxSource)).tsx_source };
}
