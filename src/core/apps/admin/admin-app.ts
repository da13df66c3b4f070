// The admin app (SPEC.md §1, §6): everything the server app does, plus administering one project:
// its settings and config, trusted domains, internal API keys, permission definitions, e-mail server,
// themes and templates, sent mail, metrics, webhooks and AI chat. It authenticates with the super
// secret admin key, or with the project owner's session on the internal project (an admin access
// token, PROTOCOL.md §2.6), so a browser console never holds a secret key. Names follow @stackframe/js.
// Each area's logic lives in its own file in this folder; this class only wires them.
import type { Json } from '../../../protocol/schema';
import { AdminInterface } from '../../interface/admin/admin-interface';
import type { Result } from '../../result';
import { StackServerApp, type StackServerAppOptions } from '../server/server-app';
import * as aiChat from './ai-chat';
import * as metrics from './metrics';
import * as webhooks from './webhooks';

export interface StackAdminAppOptions extends Omit<StackServerAppOptions, 'secretServerKey'> {
  secretServerKey?: string;
  superSecretAdminKey?: string;
  /** The owner's access token on the internal project, read before each request (e.g. from their session). */
  projectOwnerSession?: () => Promise<string | null>;
}

export class StackAdminApp extends StackServerApp {
  protected readonly admin: AdminInterface;

  constructor(options: StackAdminAppOptions) {
    const { superSecretAdminKey, projectOwnerSession, ...rest } = options;
    super({
      ...rest,
      ...(superSecretAdminKey === undefined ? {} : { superSecretAdminKey }),
      ...(projectOwnerSession === undefined ? {} : { getAdminAccessToken: projectOwnerSession }),
    });
    this.admin = new AdminInterface({
      baseUrl: this.baseUrl,
      projectId: this.projectId,
      ...(superSecretAdminKey === undefined ? {} : { superSecretAdminKey }),
      ...(projectOwnerSession === undefined ? {} : { getAdminAccessToken: projectOwnerSession }),
      ...(options.publishableClientKey === undefined ? {} : { publishableClientKey: options.publishableClientKey }),
      ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
      ...(options.clock === undefined ? {} : { clock: options.clock }),
    });
  }

  // ---- Areas: each area adds its methods below, delegating to its own file in this folder ----

  // ---- Metrics (metrics.ts) ----

  /** The project's metrics (GET /internal/metrics); anonymous users count only with `includeAnonymous`. */
  getMetrics(includeAnonymous = false): Promise<metrics.ProjectMetrics> {
    return metrics.getMetrics(this.admin.metrics, includeAnonymous);
  }

  /** How many users the project has, and how many of them are anonymous. */
  getMetricsUserCounts(): Promise<{ totalUsers: number; anonymousUsers: number }> {
    return metrics.getMetricsUserCounts(this.admin.metrics);
  }

  /** On which of the last 31 days (UTC) a user was active. */
  getUserActivity(userId: string): Promise<{ dataPoints: metrics.MetricsDataPoint[] }> {
    return metrics.getUserActivity(this.admin.metrics, userId);
  }

  // ---- Webhooks (webhooks.ts) ----

  /** A token for the project's webhook portal (on the emulator: its webhook endpoints and delivery log). */
  getSvixToken(): Promise<webhooks.SvixToken> {
    return webhooks.getSvixToken(this.admin.webhooks);
  }

  /** Sends one signed test event to a webhook endpoint; an error result says why it failed. */
  sendTestWebhook(options: { endpointId: string }): Promise<Result<undefined, { errorMessage: string }>> {
    return webhooks.sendTestWebhook(this.admin.webhooks, options);
  }

  // ---- AI chat (ai-chat.ts) ----

  /** The model's answer to a conversation about an e-mail theme, template or draft (nothing is saved). */
  sendChatMessage(threadId: string, contextType: aiChat.ChatContextType, messages: aiChat.ChatMessage[]): Promise<aiChat.ChatAnswer> {
    return aiChat.sendChatMessage(this.admin.aiChat, threadId, contextType, messages);
  }

  /** Appends a message to a chat thread. */
  saveChatMessage(threadId: string, message: Json): Promise<void> {
    return this.admin.aiChat.saveChatMessage(threadId, message);
  }

  /** A chat thread's saved messages, oldest first. */
  listChatMessages(threadId: string): Promise<{ messages: Json[] }> {
    return aiChat.listChatMessages(this.admin.aiChat, threadId);
  }

  /** An e-mail template's TSX source, rewritten by the model. */
  rewriteTemplateSourceWithAI(templateTsxSource: string): Promise<{ tsxSource: string }> {
    return aiChat.rewriteTemplateSourceWithAI(this.admin.aiChat, templateTsxSource);
  }
}
