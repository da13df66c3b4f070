// The admin app (SPEC.md §1, §6): everything the server app does, plus administering one project:
// its settings and config, trusted domains, internal API keys, permission definitions, e-mail server,
// themes and templates, sent mail, metrics, webhooks and AI chat. It authenticates with the super
// secret admin key, or with the project owner's session on the internal project (an admin access
// token, PROTOCOL.md §2.6), so a browser console never holds a secret key. Names follow @stackframe/js.
// Each area's logic lives in its own file in this folder; this class only wires them.
import { systemClock, type Clock } from '../../../protocol/clock';
import { KnownErrors } from '../../../protocol/errors/client';
import type { AdminProjectWire } from '../../../protocol/wire/admin-projects';
import { AdminInterface } from '../../interface/admin/admin-interface';
import type { Result } from '../../result';
import { StackServerApp, type StackServerAppOptions } from '../server/server-app';
import { provideOwnedAdminApps } from '../user/owned-admin-app';
import {
  createInternalApiKey,
  internalApiKeyFromWire,
  listInternalApiKeys,
  type InternalApiKey,
  type InternalApiKeyCreateOptions,
  type InternalApiKeyFirstView,
} from './api-keys';
import {
  permissionDefinitionFromWire,
  permissionDefinitionsOf,
  type AdminPermissionDefinitionCreateOptions,
  type AdminPermissionDefinitionUpdateOptions,
  type AdminProjectPermissionDefinition,
  type AdminTeamPermissionDefinition,
} from './permission-definitions';
import { createAdminProject, projectCreateToWire, type AdminProject } from './projects';
import * as emails from './emails';
import type { Json } from '../../../protocol/schema';
import * as aiChat from './ai-chat';
import * as metrics from './metrics';
import * as webhooks from './webhooks';
import * as emulatorWebhooks from './emulator-webhooks';

export interface StackAdminAppOptions extends Omit<StackServerAppOptions, 'secretServerKey'> {
  secretServerKey?: string;
  superSecretAdminKey?: string;
  /** The owner's access token on the internal project, read before each request (e.g. from their session). */
  projectOwnerSession?: () => Promise<string | null>;
}

export class StackAdminApp extends StackServerApp {
  protected readonly admin: AdminInterface;
  private readonly adminClock: Clock;

  constructor(options: StackAdminAppOptions) {
    const { superSecretAdminKey, projectOwnerSession, ...rest } = options;
    super({
      ...rest,
      ...(superSecretAdminKey === undefined ? {} : { superSecretAdminKey }),
      ...(projectOwnerSession === undefined ? {} : { getAdminAccessToken: projectOwnerSession }),
    });
    this.adminClock = options.clock ?? systemClock;
    this.admin = new AdminInterface({
      baseUrl: this.baseUrl,
      projectId: this.projectId,
      ...(superSecretAdminKey === undefined ? {} : { superSecretAdminKey }),
      ...(projectOwnerSession === undefined ? {} : { getAdminAccessToken: projectOwnerSession }),
      ...(options.publishableClientKey === undefined ? {} : { publishableClientKey: options.publishableClientKey }),
      ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
      ...(options.clock === undefined ? {} : { clock: options.clock }),
      ...(options.requestTimeoutMs === undefined ? {} : { requestTimeoutMs: options.requestTimeoutMs }),
    });
  }

  // ---- Areas: each area adds its methods below, delegating to its own file in this folder ----

  // Project (projects.ts, config.ts, project-config.ts)

  /** The project with its admin view: settings, trusted domains, update(), delete(), the config tree. */
  override async getProject(): Promise<AdminProject> {
    return this.adminProjectFromWire(await this.admin.projects.getProject());
  }

  /** An AdminProject of this app's project from its wire view; `afterChange` runs after each write. */
  adminProjectFromWire(wire: AdminProjectWire, afterChange: () => Promise<void> = async () => undefined): AdminProject {
    return createAdminProject({ admin: this.admin, afterChange }, wire);
  }

  // Internal API keys (api-keys.ts)

  /** The project's key sets, newest first; only the last four characters of each key. */
  listInternalApiKeys(): Promise<InternalApiKey[]> {
    return listInternalApiKeys(this.keyContext());
  }

  /** A new key set: the full keys are in this answer only. */
  createInternalApiKey(options: InternalApiKeyCreateOptions): Promise<InternalApiKeyFirstView> {
    return createInternalApiKey(this.keyContext(), options);
  }

  /** One key set by id; null when the project has none such. */
  async getInternalApiKey(id: string): Promise<InternalApiKey | null> {
    try {
      return internalApiKeyFromWire(this.keyContext(), await this.admin.internalApiKeys.getInternalApiKey(id));
    } catch (error) {
      if (error instanceof KnownErrors.ApiKeyNotFound) return null;
      throw error;
    }
  }

  private keyContext() {
    return { admin: this.admin, clock: this.adminClock };
  }

  // Permission definitions (permission-definitions.ts)

  listTeamPermissionDefinitions(): Promise<AdminTeamPermissionDefinition[]> {
    return permissionDefinitionsOf(this.admin, 'team').list();
  }

  /** One page of the team definitions in id order; `query` matches id or description. */
  async listTeamPermissionDefinitionsPaginated(options: { limit: number; cursor?: string; query?: string }): Promise<{ items: AdminTeamPermissionDefinition[]; nextCursor: string | null }> {
    const page = await this.admin.permissionDefinitions.listTeamPermissionDefinitionsPage(options);
    return { items: page.items.map(permissionDefinitionFromWire), nextCursor: page.pagination?.next_cursor ?? null };
  }

  createTeamPermissionDefinition(options: AdminPermissionDefinitionCreateOptions): Promise<AdminTeamPermissionDefinition> {
    return permissionDefinitionsOf(this.admin, 'team').create(options);
  }

  updateTeamPermissionDefinition(permissionId: string, options: AdminPermissionDefinitionUpdateOptions): Promise<AdminTeamPermissionDefinition> {
    return permissionDefinitionsOf(this.admin, 'team').update(permissionId, options);
  }

  deleteTeamPermissionDefinition(permissionId: string): Promise<void> {
    return permissionDefinitionsOf(this.admin, 'team').delete(permissionId);
  }

  listProjectPermissionDefinitions(): Promise<AdminProjectPermissionDefinition[]> {
    return permissionDefinitionsOf(this.admin, 'project').list();
  }

  createProjectPermissionDefinition(options: AdminPermissionDefinitionCreateOptions): Promise<AdminProjectPermissionDefinition> {
    return permissionDefinitionsOf(this.admin, 'project').create(options);
  }

  updateProjectPermissionDefinition(permissionId: string, options: AdminPermissionDefinitionUpdateOptions): Promise<AdminProjectPermissionDefinition> {
    return permissionDefinitionsOf(this.admin, 'project').update(permissionId, options);
  }

  deleteProjectPermissionDefinition(permissionId: string): Promise<void> {
    return permissionDefinitionsOf(this.admin, 'project').delete(permissionId);
  }

  // ---- E-mail (./emails.ts) ----

  listEmailTemplates(): Promise<emails.AdminEmailTemplate[]> {
    return emails.listEmailTemplates(this.admin.emails);
  }

  /** Needs the project's own SMTP server (RequiresCustomEmailServer otherwise). */
  createEmailTemplate(displayName: string): Promise<{ id: string }> {
    return this.admin.emails.createEmailTemplate(displayName);
  }

  /** Test-renders the source with the project's theme, saves it and answers the HTML (EmailRenderingError when it fails). */
  updateEmailTemplate(id: string, tsxSource: string, themeId: string | null | false): Promise<{ renderedHtml: string }> {
    return emails.updateEmailTemplate(this.admin.emails, id, tsxSource, themeId);
  }

  deleteEmailTemplate(id: string): Promise<void> {
    return this.admin.emails.deleteEmailTemplate(id);
  }

  listEmailThemes(): Promise<emails.AdminEmailTheme[]> {
    return emails.listEmailThemes(this.admin.emails);
  }

  /** One theme with its TSX source. */
  getEmailTheme(id: string): Promise<emails.AdminEmailThemeWithSource> {
    return emails.getEmailTheme(this.admin.emails, id);
  }

  createEmailTheme(displayName: string): Promise<{ id: string }> {
    return this.admin.emails.createEmailTheme(displayName);
  }

  async updateEmailTheme(id: string, tsxSource: string): Promise<void> {
    await this.admin.emails.updateEmailTheme(id, tsxSource);
  }

  /** Refused for the project's selected theme. */
  deleteEmailTheme(id: string): Promise<void> {
    return this.admin.emails.deleteEmailTheme(id);
  }

  /** The HTML of a template rendered with a theme, as the project's users would get it. */
  getEmailPreview(options: emails.EmailPreviewOptions): Promise<string> {
    return emails.getEmailPreview(this.admin.emails, options);
  }

  sendTestEmail(options: { recipientEmail: string; emailConfig: emails.EmailConfig }): Promise<Result<undefined, { errorMessage: string }>> {
    return emails.sendTestEmail(this.admin.emails, options);
  }

  /** The 100 newest mails the project sent or failed to send, newest first. */
  listSentEmails(): Promise<emails.AdminSentEmail[]> {
    return emails.listSentEmails(this.admin.emails);
  }

  sendSignInInvitationEmail(email: string, callbackUrl: string): Promise<void> {
    return emails.sendSignInInvitationEmail(this.server.emails, email, callbackUrl);
  }

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

  // Emulator only (emulator-webhooks.ts): hosted Stack Auth keeps endpoints in Svix and answers 404.

  /** The project's webhook endpoints on the emulator, with their signing secrets. */
  listWebhookEndpoints(): Promise<emulatorWebhooks.WebhookEndpoint[]> {
    return emulatorWebhooks.listWebhookEndpoints(this.admin.emulatorWebhooks);
  }

  /** Adds a webhook endpoint on the emulator; its signing secret is generated. */
  createWebhookEndpoint(options: { url: string; description?: string }): Promise<emulatorWebhooks.WebhookEndpoint> {
    return emulatorWebhooks.createWebhookEndpoint(this.admin.emulatorWebhooks, options);
  }

  /** Removes a webhook endpoint on the emulator. */
  deleteWebhookEndpoint(endpointId: string): Promise<void> {
    return this.admin.emulatorWebhooks.deleteEndpoint(endpointId);
  }

  /** What the emulator sent to the endpoints (or one endpoint), oldest first, with every attempt. */
  listWebhookDeliveries(options: { endpointId?: string } = {}): Promise<emulatorWebhooks.WebhookDelivery[]> {
    return emulatorWebhooks.listWebhookDeliveries(this.admin.emulatorWebhooks, options);
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

// Owned projects of internal-project users administer through this class (src/core/apps/user/owned-projects.ts).
provideOwnedAdminApps({
  app: (options) => new StackAdminApp({ ...options, tokenStore: 'memory', redirectMethod: 'none' }),
  createBody: projectCreateToWire,
});
