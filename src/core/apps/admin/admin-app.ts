// The admin app (SPEC.md §1, §6): everything the server app does, plus administering one project:
// its settings and config, trusted domains, internal API keys, permission definitions, e-mail server,
// themes and templates, sent mail, metrics, webhooks and AI chat. It authenticates with the super
// secret admin key, or with the project owner's session on the internal project (an admin access
// token, PROTOCOL.md §2.6), so a browser console never holds a secret key. Names follow @stackframe/js.
// Each area's logic lives in its own file in this folder; this class only wires them.
import { AdminInterface } from '../../interface/admin/admin-interface';
import type { Result } from '../../result';
import { StackServerApp, type StackServerAppOptions } from '../server/server-app';
import * as emails from './emails';

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
}
