// Rendering and sending e-mail (PROTOCOL.md §5.21): render-email (preview), send-email to users,
// the SMTP test e-mail, the sent-mail log, the sign-in invitation, and the delivery info the official SDK
// reads after sending.
import { KnownErrors } from '../../src/protocol/errors';
import { formatSchemaErrors } from '../../src/protocol/schema';
import { emailEndpoints as e } from '../../src/protocol/endpoints/emails';
import type { SendEmailBody } from '../../src/protocol/wire/emails';
import { NOTIFICATION_CATEGORIES } from '../../src/protocol/wire/notification-preferences';
import { publicOrigin, type AppContext, type AuthInfo } from '../context';
import { projectForRender, renderEmail, templateSourceFromHtml } from '../email/render';
import { sendTemplateMail, themeSourceFor } from '../email/send';
import { countSentEmails, listSentEmails } from '../email/sent-log';
import { describeSmtpError, sendSmtp } from '../email/smtp';
import { getTemplate, getTheme } from '../email/store';
import { isThemeIdValue, renderEmailShapeError, sendEmailShapeError } from '../email/body-shapes';
import { firstUnknownUser, sendToUsers } from '../email/user-mail';
import { json, StatusError } from '../http';
import { errorForLog } from '../net/remote-text';
import { isTrustedUrl } from '../projects/trusted-urls';
import { route, type RouteDef } from '../routing';
import { listUserIds } from '../users/store';

function schemaError(c: AppContext, problem: string): InstanceType<typeof KnownErrors.SchemaError> {
  const message = formatSchemaErrors(c.req.method, new URL(c.req.url).pathname, [problem]);
  return new KnownErrors.SchemaError({ message }, message);
}

/** A theme named by id must exist; `false`/`null` mean none where `noneForNull`, else null is the project's. */
async function themeFromBody(auth: AuthInfo, c: AppContext, themeId: string | false | null | undefined, noneForNull: boolean): Promise<string | null> {
  const { db } = c.var.ctx;
  if (typeof themeId === 'string') {
    const theme = await getTheme(db, auth.project.id, themeId);
    if (!theme) throw new StatusError(400, 'No theme found with given id');
    return theme.tsxSource;
  }
  if (themeId === false || (themeId === null && noneForNull)) return null;
  return themeSourceFor(db, auth.project, null);
}

/** The content of a send-email body as template source (one of html, template_id, draft_id: sendEmailShapeError). */
async function contentSource(c: AppContext, auth: AuthInfo, body: SendEmailBody): Promise<string> {
  if (body.html !== undefined) return templateSourceFromHtml(body.html);
  // Drafts are not part of the emulator, so no draft id exists.
  if (body.draft_id !== undefined) throw new StatusError(400, 'No draft found with given draft_id');
  const template = await getTemplate(c.var.ctx.db, auth.project.id, body.template_id ?? '');
  if (!template) throw new StatusError(400, 'No template found with given template_id');
  return template.tsxSource;
}

/** The body as sent (its keys in the client's order, which the shape errors follow); the checked one otherwise. */
function sentBody(c: AppContext, checked: object): Record<string, unknown> {
  const raw: unknown = c.var.body;
  return (typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? raw : checked) as Record<string, unknown>;
}

const HOUR = 3_600_000;

export const emailRoutes: RouteDef[] = [
  route(e.render, async (c, { auth, body }) => {
    const shapeError = renderEmailShapeError(c.req.method, new URL(c.req.url).pathname, sentBody(c, body));
    if (shapeError !== null) throw new KnownErrors.SchemaError({ message: shapeError }, shapeError);
    const hasTemplateId = body.template_id !== undefined;
    const { db } = c.var.ctx;
    const template = hasTemplateId ? await getTemplate(db, auth.project.id, body.template_id!) : null;
    if (hasTemplateId && !template) throw new StatusError(400, 'No template found with given id');
    const themeSource = body.theme_tsx_source ?? (await themeFromBody(auth, c, isThemeIdValue(body.theme_id) ? body.theme_id : undefined, false));
    const result = await renderEmail({
      templateSource: template ? template.tsxSource : body.template_tsx_source!,
      themeSource,
      project: projectForRender(auth.project),
      previewMode: true,
      ...(c.var.ctx.emailRenderTimeoutMs === undefined ? {} : { timeoutMs: c.var.ctx.emailRenderTimeoutMs }),
    });
    if (!result.ok) throw new KnownErrors.EmailRenderingError({ error: result.error });
    const { html, subject, notificationCategory } = result.output;
    return json(c, { html, ...(subject === undefined ? {} : { subject }), ...(notificationCategory === undefined ? {} : { notification_category: notificationCategory }) });
  }),

  route(e.send, async (c, { auth, body }) => {
    // Checked first, as part of the body's schema in the real API.
    const shapeError = sendEmailShapeError(c.req.method, new URL(c.req.url).pathname, sentBody(c, body));
    if (shapeError !== null) throw new KnownErrors.SchemaError({ message: shapeError }, shapeError);
    if (auth.project.config.email_config.type === 'shared') throw new KnownErrors.RequiresCustomEmailServer();
    if ((body.user_ids !== undefined) === (body.all_users === true)) {
      const message = 'Exactly one of user_ids or all_users must be provided';
      throw new KnownErrors.SchemaError({ message }, message);
    }
    const variables = body.variables ?? {};
    if (typeof variables !== 'object' || variables === null || Array.isArray(variables)) throw schemaError(c, 'body.variables must be an object');
    const category = body.notification_category_name;
    if (category !== undefined && !NOTIFICATION_CATEGORIES.some((known) => known.name === category)) {
      throw new StatusError(400, 'Notification category not found with given name');
    }
    const templateSource = await contentSource(c, auth, body);
    const themeSource = await themeFromBody(auth, c, isThemeIdValue(body.theme_id) ? body.theme_id : undefined, true);
    const { db, clock } = c.var.ctx;
    const unknown = body.user_ids ? await firstUnknownUser(db, auth.project.id, body.user_ids) : null;
    if (unknown !== null) throw new KnownErrors.UserIdDoesNotExist({ user_id: unknown });
    const userIds = body.user_ids ?? (await listUserIds(db, auth.project.id));
    // An HTML mail has no Subject marker: an absent subject sends an empty one.
    const subject = body.subject ?? (body.html !== undefined ? '' : undefined);
    await sendToUsers(c.var.ctx, auth.project, {
      userIds,
      templateSource,
      themeSource,
      variables,
      ...(subject === undefined ? {} : { subject }),
      ...(category === undefined ? {} : { categoryName: category }),
      origin: publicOrigin(c),
      now: clock.now(),
    });
    return json(c, { results: userIds.map((id) => ({ user_id: id })) });
  }),

  route(
    e.sendTest,
    async (c, { body }) => {
      const config = body.email_config;
      const text = 'This is a test e-mail sent from the Stack Auth emulator, to check your SMTP settings.';
      const { ctx } = c.var;
      try {
        const options = { policy: { publicOnly: ctx.production === true } };
        await sendSmtp(config, { to: body.recipient_email, subject: 'Test Email from Stack Auth', text, html: `<p>${text}</p>` }, options);
        return json(c, { success: true });
      } catch (error) {
        // The server's own text (it may be any local service's banner) goes to the log only.
        ctx.log(`Test e-mail through ${config.host}:${config.port} failed: ${errorForLog(error)}`);
        return json(c, { success: false, error_message: describeSmtpError(error, config) });
      }
    },
  ),

  route(e.listSent, async (c, { auth }) =>
    json(c, { items: await listSentEmails(c.var.ctx.db, auth.project.id), is_paginated: false }),
  ),

  route(
    e.sendSignInInvitation,
    async (c, { auth, body }) => {
      const { project } = auth;
      if (!isTrustedUrl(project.config, body.callback_url)) throw new KnownErrors.RedirectUrlNotWhitelisted();
      // The link is the callback URL as given (no code), and the "team" is the project (§5.21).
      await sendTemplateMail(c.var.ctx, project, 'sign_in_invitation', {
        to: body.email,
        variables: { signInInvitationLink: body.callback_url, teamDisplayName: project.display_name },
        user: null,
        now: c.var.ctx.clock.now(),
      });
      return json(c, { success: true });
    },
  ),

  // Newer than PROTOCOL.md: the official 2.8.108 SDK reads it after every sendEmail.
  route(e.deliveryInfo, async (c, { auth }) => {
    const { db, clock } = c.var.ctx;
    const now = clock.now();
    const window = async (ms: number) => ({ sent: await countSentEmails(db, auth.project.id, now - ms), bounced: 0, marked_as_spam: 0 });
    return json(c, {
      stats: { hour: await window(HOUR), day: await window(24 * HOUR), week: await window(7 * 24 * HOUR), month: await window(30 * 24 * HOUR) },
      capacity: { rate_per_second: 10, boost_multiplier: 1, penalty_factor: 1, is_boost_active: false, boost_expires_at: null },
    });
  }),
];
