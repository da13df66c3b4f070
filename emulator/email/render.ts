// Rendering one e-mail: compile the template and theme (cached), then run them in a sandbox in the worker
// pool under the time limit. Every failure is a value with the reason, for EMAIL_RENDERING_ERROR or the
// sent-mail log.
import type { ProjectRecord } from '../projects/store';
import { compileEmailSource } from './compile';
import type { RenderJob, RenderOutput } from './render-protocol';
import { renderPool } from './render-pool';

export const DEFAULT_EMAIL_RENDER_TIMEOUT_MS = 5000;

/** Who a preview is addressed to, when no real user is. */
export const PREVIEW_USER = { displayName: 'John Doe' };

export interface RenderRequest {
  templateSource: string;
  /** null renders the template without a theme (inside a bare Html and Body). */
  themeSource: string | null;
  variables?: Record<string, unknown>;
  user?: { displayName: string | null };
  project: RenderJob['project'];
  previewMode?: boolean;
  unsubscribeLink?: string;
  timeoutMs?: number;
}

export type RenderResult = { ok: true; output: RenderOutput } | { ok: false; error: string };

export async function renderEmail(request: RenderRequest): Promise<RenderResult> {
  const [template, theme] = await Promise.all([
    compileEmailSource(request.templateSource, 'template.tsx'),
    request.themeSource === null ? Promise.resolve(null) : compileEmailSource(request.themeSource, 'theme.tsx'),
  ]);
  if (!template.ok) return template;
  if (theme && !theme.ok) return theme;
  return renderPool().run(
    {
      templateCode: template.code,
      themeCode: theme ? theme.code : null,
      variables: request.variables ?? {},
      user: request.user ?? PREVIEW_USER,
      project: request.project,
      previewMode: request.previewMode ?? false,
      ...(request.unsubscribeLink === undefined ? {} : { unsubscribeLink: request.unsubscribeLink }),
    },
    request.timeoutMs ?? DEFAULT_EMAIL_RENDER_TIMEOUT_MS,
  );
}

/** What templates see of the project: its name, and its logos for the theme's ProjectLogo. */
export function projectForRender(project: ProjectRecord): RenderJob['project'] {
  return {
    displayName: project.display_name,
    logos: {
      logoUrl: project.logo_url,
      logoFullUrl: project.logo_full_url,
      logoDarkModeUrl: project.logo_dark_mode_url,
      logoFullDarkModeUrl: project.logo_full_dark_mode_url,
    },
  };
}

/** A saved template must declare its subject and category (PROTOCOL.md §5.21, PATCH template). */
export function missingMarker(output: RenderOutput): string | null {
  if (output.subject === undefined) return 'Subject is required, import it from @stackframe/emails';
  if (output.notificationCategory === undefined) return 'NotificationCategory is required, import it from @stackframe/emails';
  return null;
}

/** The TSX of a template that shows given HTML (send-email with `html`). */
export function templateSourceFromHtml(html: string): string {
  return `export function EmailTemplate() {\n  return <div dangerouslySetInnerHTML={{ __html: ${JSON.stringify(html)} }} />;\n}\n`;
}
