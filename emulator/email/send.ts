// Sending one mail of a project: render its template with its theme, deliver it (the dev mailbox with the
// shared e-mail server, the project's SMTP server with a standard config) and log it. A failed render or
// delivery is logged and reported, never thrown: what triggered the mail (a sign-up, an invitation) still
// succeeds, as the real service's mail queue lets it.
import { DEFAULT_EMAIL_TEMPLATE_IDS, type EmailTemplateType } from '../../src/protocol/wire/emails';
import type { Queryable } from '../db/database';
import { deliverMail, fromHeader, SHARED_SENDER_EMAIL } from '../mail/mailbox';
import { errorForLog } from '../net/remote-text';
import type { ProjectRecord } from '../projects/store';
import { defaultTemplate } from './default-templates';
import { FALLBACK_THEME } from './default-themes';
import { projectForRender, renderEmail } from './render';
import { recordSentEmail } from './sent-log';
import { sendSmtp, smtpFailure } from './smtp';
import { getTemplate, getTheme, type TemplateThemeChoice } from './store';

/** What sending needs from the emulator context (EmulatorContext has all of it). */
export interface MailContext {
  db: Queryable;
  log: (line: string) => void;
  /** The render time limit (default DEFAULT_EMAIL_RENDER_TIMEOUT_MS). */
  emailRenderTimeoutMs?: number;
  /** Production mode: SMTP servers only at public addresses (EmulatorContext.production). */
  production?: boolean;
}

export interface ProjectMail {
  to: string;
  /** The sent-mail log's `to` (default `[to]`). */
  logAs?: string[];
  templateSource: string;
  themeSource: string | null;
  variables: Record<string, unknown>;
  user: { displayName: string | null } | null;
  /** Replaces the subject the template declares. */
  subject?: string;
  /** Decides from the rendered notification category whether the recipient wants the mail; false skips it unlogged. */
  wants?: (category: string | undefined) => Promise<boolean>;
  /** The unsubscribe link for the rendered category, if it has one: the mail is then rendered again with it. */
  unsubscribeLink?: (category: string | undefined) => Promise<string | undefined>;
  now: number;
}

export type SendOutcome = { ok: true; skipped?: boolean } | { ok: false; error: string };

/** The theme source for a choice: none for `false`; the project's selected theme for null/undefined or a theme that is gone. */
export async function themeSourceFor(db: Queryable, project: ProjectRecord, choice: TemplateThemeChoice | undefined): Promise<string | null> {
  if (choice === false) return null;
  const chosen = typeof choice === 'string' ? await getTheme(db, project.id, choice) : null;
  if (chosen) return chosen.tsxSource;
  return (await getTheme(db, project.id, project.config.email_theme))?.tsxSource ?? FALLBACK_THEME.tsxSource;
}

function render(ctx: MailContext, project: ProjectRecord, mail: ProjectMail, unsubscribeLink?: string) {
  return renderEmail({
    templateSource: mail.templateSource,
    themeSource: mail.themeSource,
    variables: mail.variables,
    user: mail.user ?? { displayName: null },
    project: projectForRender(project),
    ...(unsubscribeLink === undefined ? {} : { unsubscribeLink }),
    ...(ctx.emailRenderTimeoutMs === undefined ? {} : { timeoutMs: ctx.emailRenderTimeoutMs }),
  });
}

export async function sendProjectMail(ctx: MailContext, project: ProjectRecord, mail: ProjectMail): Promise<SendOutcome> {
  let rendered = await render(ctx, project, mail);
  // Two passes, as the real API: the category is known only once rendered, and decides the link.
  const link = rendered.ok && mail.unsubscribeLink ? await mail.unsubscribeLink(rendered.output.notificationCategory) : undefined;
  if (link !== undefined) rendered = await render(ctx, project, mail, link);
  const log = { projectId: project.id, to: mail.logAs ?? [mail.to], sentAtMillis: mail.now };
  const subject = rendered.ok ? (mail.subject ?? rendered.output.subject) : undefined;
  if (!rendered.ok || subject === undefined) {
    const error = `Render error: ${rendered.ok ? 'Subject is required, import it from @stackframe/emails' : rendered.error}`;
    await recordSentEmail(ctx.db, { ...log, subject: mail.subject ?? '', html: null, text: null, error });
    ctx.log(`E-mail to ${mail.to} not sent (project ${project.id}): ${error}`);
    return { ok: false, error };
  }
  const { html, text } = rendered.output;
  if (mail.wants && !(await mail.wants(rendered.output.notificationCategory))) return { ok: true, skipped: true };
  const config = project.config.email_config;
  let error: string | null = null;
  try {
    if (config.type === 'shared') {
      const from = fromHeader(project.display_name, SHARED_SENDER_EMAIL);
      await deliverMail(ctx.db, { projectId: project.id, to: mail.to, from, subject, html, text }, mail.now);
    }
    else await sendSmtp(config, { to: mail.to, subject, html, text }, { policy: { publicOnly: ctx.production === true } });
  } catch (cause) {
    // The admin-visible log gets our words and code; the SMTP server's own text goes to the emulator's log only.
    const failure = config.type === 'shared' ? null : smtpFailure(cause, config);
    error = `Send error: ${failure ? `${failure.words} (${failure.code})` : errorForLog(cause)}`;
    ctx.log(`E-mail to ${mail.to} not sent (project ${project.id}): ${errorForLog(cause)}`);
  }
  await recordSentEmail(ctx.db, { ...log, subject, html, text, error });
  return error === null ? { ok: true } : { ok: false, error };
}

/** Sends one of the mails the auth flows send, from the project's template of that type (the default when removed). */
export async function sendTemplateMail(
  ctx: MailContext,
  project: ProjectRecord,
  type: EmailTemplateType,
  mail: { to: string; variables: Record<string, unknown>; user: { displayName: string | null } | null; now: number },
): Promise<SendOutcome> {
  const template = (await getTemplate(ctx.db, project.id, DEFAULT_EMAIL_TEMPLATE_IDS[type])) ?? { ...defaultTemplate(type), themeId: null };
  return sendProjectMail(ctx, project, {
    ...mail,
    templateSource: template.tsxSource,
    themeSource: await themeSourceFor(ctx.db, project, template.themeId),
  });
}
