// E-mail templates and themes of a project (PROTOCOL.md §5.21): list, create, edit (test-rendered before
// saving), delete. Templates may only be changed with a custom e-mail server, as on the real service.
import { KnownErrors } from '../../src/protocol/errors';
import { emailEndpoints as e } from '../../src/protocol/endpoints/emails';
import type { EmailTemplateWire } from '../../src/protocol/wire/emails';
import type { AppContext, AuthInfo } from '../context';
import { THEME_PREVIEW_TEMPLATE } from '../email/default-templates';
import { missingMarker, projectForRender, renderEmail } from '../email/render';
import { themeSourceFor } from '../email/send';
import {
  createTemplate,
  createTheme,
  deleteTemplate,
  deleteTheme,
  getTemplate,
  getTheme,
  listTemplates,
  listThemes,
  saveTemplate,
  saveThemeSource,
  type EmailTemplateRecord,
  type EmailThemeRecord,
} from '../email/store';
import { json, StatusError } from '../http';
import { route, type RouteDef } from '../routing';

const NO_TEMPLATE = 'No template found with given id';
const NO_THEME = 'No theme found with given id';

function requireCustomEmailServer(auth: AuthInfo): void {
  if (auth.project.config.email_config.type === 'shared') throw new KnownErrors.RequiresCustomEmailServer();
}

async function templateParam(c: AppContext, auth: AuthInfo): Promise<EmailTemplateRecord> {
  const template = await getTemplate(c.var.ctx.db, auth.project.id, c.req.param('template_id') ?? '');
  if (!template) throw new StatusError(404, NO_TEMPLATE);
  return template;
}

async function themeParam(c: AppContext, auth: AuthInfo): Promise<EmailThemeRecord> {
  const theme = await getTheme(c.var.ctx.db, auth.project.id, c.req.param('theme_id') ?? '');
  if (!theme) throw new StatusError(404, NO_THEME);
  return theme;
}

/** `theme_id` is absent for the project's theme, `false` for none (§5.21). */
function templateView(t: EmailTemplateRecord): EmailTemplateWire {
  return { id: t.id, display_name: t.displayName, tsx_source: t.tsxSource, ...(t.themeId === null ? {} : { theme_id: t.themeId }) };
}

async function previewOrThrow(c: AppContext, auth: AuthInfo, templateSource: string, themeSource: string | null, requireMarkers: boolean) {
  const result = await renderEmail({
    templateSource,
    themeSource,
    project: projectForRender(auth.project),
    previewMode: true,
    ...(c.var.ctx.emailRenderTimeoutMs === undefined ? {} : { timeoutMs: c.var.ctx.emailRenderTimeoutMs }),
  });
  if (!result.ok) throw new KnownErrors.EmailRenderingError({ error: result.error });
  const missing = requireMarkers ? missingMarker(result.output) : null;
  if (missing) throw new KnownErrors.EmailRenderingError({ error: missing });
  return result.output;
}

export const emailTemplateRoutes: RouteDef[] = [
  route(e.listTemplates, async (c, { auth }) =>
    json(c, { templates: (await listTemplates(c.var.ctx.db, auth.project.id)).map(templateView) }),
  ),

  route(
    e.createTemplate,
    async (c, { auth, body }) => {
      requireCustomEmailServer(auth);
      const { db, clock } = c.var.ctx;
      return json(c, { id: await createTemplate(db, auth.project.id, body.display_name, clock.now()) });
    },
  ),

  route(
    e.updateTemplate,
    async (c, { auth, body }) => {
      requireCustomEmailServer(auth);
      const { db, clock } = c.var.ctx;
      const template = await templateParam(c, auth);
      const themeId = body.theme_id ?? null;
      if (typeof themeId === 'string' && !(await getTheme(db, auth.project.id, themeId))) throw new StatusError(400, NO_THEME);
      // Rendered with the project's selected theme, whatever the template's own (§5.21).
      const output = await previewOrThrow(c, auth, body.tsx_source, await themeSourceFor(db, auth.project, null), true);
      await saveTemplate(db, auth.project.id, { ...template, tsxSource: body.tsx_source, themeId }, clock.now());
      return json(c, { rendered_html: output.html });
    },
  ),

  route(e.deleteTemplate, async (c, { auth }) => {
    requireCustomEmailServer(auth);
    const template = await templateParam(c, auth);
    await deleteTemplate(c.var.ctx.db, auth.project.id, template, c.var.ctx.clock.now());
    return json(c, {});
  }),

  route(e.listThemes, async (c, { auth }) =>
    json(c, { themes: (await listThemes(c.var.ctx.db, auth.project.id)).map((t) => ({ id: t.id, display_name: t.displayName })) }),
  ),

  route(
    e.createTheme,
    async (c, { auth, body }) => {
      const { db, clock } = c.var.ctx;
      return json(c, { id: await createTheme(db, auth.project.id, body.display_name, clock.now()) });
    },
  ),

  route(e.getTheme, async (c, { auth }) => {
    const theme = await themeParam(c, auth);
    return json(c, { id: theme.id, display_name: theme.displayName, tsx_source: theme.tsxSource });
  }),

  route(
    e.updateTheme,
    async (c, { auth, body }) => {
      const theme = await themeParam(c, auth);
      await previewOrThrow(c, auth, THEME_PREVIEW_TEMPLATE, body.tsx_source, false);
      await saveThemeSource(c.var.ctx.db, auth.project.id, theme, body.tsx_source, c.var.ctx.clock.now());
      return json(c, { display_name: theme.displayName });
    },
  ),

  // Newer than PROTOCOL.md: the official 2.8.108 SDK's deleteEmailTheme calls it.
  route(e.deleteTheme, async (c, { auth }) => {
    const theme = await themeParam(c, auth);
    if (theme.id === auth.project.config.email_theme) {
      throw new StatusError(400, 'Cannot delete the currently active email theme. Please select a different theme first.');
    }
    await deleteTheme(c.var.ctx.db, auth.project.id, theme, c.var.ctx.clock.now());
    return json(c, {});
  }),
];
