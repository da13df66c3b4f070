// The owner console's AI chat (SPEC.md §7) and the 2.8.108 SDK's template rewrite. Access A.
import { ADMIN_CALLERS, endpoint } from '../endpoint';
import {
  aiChatListResponse,
  aiChatSaveBody,
  aiChatSaveResponse,
  aiChatSendBody,
  aiChatSendResponse,
  rewriteTemplateSourceBody,
  rewriteTemplateSourceResponse,
} from '../wire/ai-chat';
import { noQuery } from '../wire/common';

const THREAD = '/internal/ai-chat/:thread_id';

export const aiChatEndpoints = {
  /** The model's answer to the conversation (nothing is saved; at least one message). */
  send: endpoint({ method: 'POST', path: THREAD, access: ADMIN_CALLERS, query: noQuery, body: aiChatSendBody, answer: aiChatSendResponse }),
  /** Appends one message to the thread. */
  save: endpoint({ method: 'PATCH', path: THREAD, access: ADMIN_CALLERS, query: noQuery, body: aiChatSaveBody, answer: aiChatSaveResponse }),
  /** The saved messages, oldest first. */
  list: endpoint({ method: 'GET', path: THREAD, access: ADMIN_CALLERS, query: noQuery, answer: aiChatListResponse }),
  rewriteTemplateSource: endpoint({ method: 'POST', path: '/internal/rewrite-template-source', access: ADMIN_CALLERS, body: rewriteTemplateSourceBody, answer: rewriteTemplateSourceResponse }),
};
