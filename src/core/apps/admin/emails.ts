// The admin app's e-mail area (SPEC.md §3 E-mail theme / template / sent e-mail): templates and themes
// as camelCase objects, previews, the SMTP test e-mail as a Result, the sent-mail log, sign-in invitations.
// Names and shapes follow the official StackAdminApp.
import type { AdminEmailEndpoints } from '../../interface/admin/emails';
import type { ServerEmailEndpoints } from '../../interface/server/emails';
import { Result } from '../../result';

export interface AdminEmailTemplate {
  id: string;
  displayName: string;
  /** Absent: the project's selected theme; `false`: rendered without a theme. */
  themeId?: string | false;
  tsxSource: string;
}

export interface AdminEmailTheme {
  id: string;
  displayName: string;
}

export interface AdminEmailThemeWithSource extends AdminEmailTheme {
  tsxSource: string;
}

export interface AdminSentEmail {
  id: string;
  /** Addresses, or `User ID: <uuid>` for a mail sent to a user. */
  to: string[];
  subject: string;
  /** The first of `to` ('' when there is none). */
  recipient: string;
  sentAt: Date;
  /** `Render error: …` or `Send error: …`; null when the mail went out. */
  error: string | null;
}

/** A standard (own SMTP server) e-mail configuration. */
export interface EmailConfig {
  host: string;
  port: number;
  username: string;
  password: string;
  senderEmail: string;
  senderName: string;
}

/** What getEmailPreview renders: one template (id or TSX) with at most one theme (id, `false` for none, or TSX). */
export interface EmailPreviewOptions {
  themeId?: string | null | false;
  themeTsxSource?: string;
  templateId?: string;
  templateTsxSource?: string;
}

export async function listEmailTemplates(api: AdminEmailEndpoints): Promise<AdminEmailTemplate[]> {
  return (await api.listEmailTemplates()).map((t) => ({
    id: t.id,
    displayName: t.display_name,
    tsxSource: t.tsx_source,
    ...(t.theme_id === undefined ? {} : { themeId: t.theme_id }),
  }));
}

export async function updateEmailTemplate(api: AdminEmailEndpoints, id: string, tsxSource: string, themeId: string | null | false): Promise<{ renderedHtml: string }> {
  const answer = await api.updateEmailTemplate(id, { tsx_source: tsxSource, theme_id: themeId });
  return { renderedHtml: answer.rendered_html };
}

export async function listEmailThemes(api: AdminEmailEndpoints): Promise<AdminEmailTheme[]> {
  return (await api.listEmailThemes()).map((t) => ({ id: t.id, displayName: t.display_name }));
}

export async function getEmailTheme(api: AdminEmailEndpoints, id: string): Promise<AdminEmailThemeWithSource> {
  const theme = await api.getEmailTheme(id);
  return { id: theme.id, displayName: theme.display_name, tsxSource: theme.tsx_source };
}

/** The rendered HTML of a preview (EMAIL_RENDERING_ERROR when the TSX fails). */
export async function getEmailPreview(api: AdminEmailEndpoints, options: EmailPreviewOptions): Promise<string> {
  const answer = await api.renderEmail({
    ...(options.templateId === undefined ? {} : { template_id: options.templateId }),
    ...(options.templateTsxSource === undefined ? {} : { template_tsx_source: options.templateTsxSource }),
    ...(options.themeId === undefined ? {} : { theme_id: options.themeId }),
    ...(options.themeTsxSource === undefined ? {} : { theme_tsx_source: options.themeTsxSource }),
  });
  return answer.html;
}

/** Sends "Test Email from Stack Auth" through the given SMTP server; a failed delivery is an error Result. */
export async function sendTestEmail(
  api: AdminEmailEndpoints,
  options: { recipientEmail: string; emailConfig: EmailConfig },
): Promise<Result<undefined, { errorMessage: string }>> {
  const { host, port, username, password, senderEmail, senderName } = options.emailConfig;
  const answer = await api.sendTestEmail({
    recipient_email: options.recipientEmail,
    email_config: { host, port, username, password, sender_email: senderEmail, sender_name: senderName },
  });
  if (answer.success) return Result.ok(undefined);
  return Result.error({ errorMessage: answer.error_message ?? 'The test e-mail could not be sent.' });
}

export async function listSentEmails(api: AdminEmailEndpoints): Promise<AdminSentEmail[]> {
  return (await api.listSentEmails()).map((mail) => ({
    id: mail.id,
    to: mail.to,
    subject: mail.subject,
    recipient: mail.to[0] ?? '',
    sentAt: new Date(mail.sent_at_millis),
    error: mail.error,
  }));
}

export function sendSignInInvitationEmail(api: ServerEmailEndpoints, email: string, callbackUrl: string): Promise<void> {
  return api.sendSignInInvitation({ email, callback_url: callbackUrl });
}
