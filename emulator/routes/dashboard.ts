// The local dashboard (issue 13): GET / is the owner console of the default project, its script is the
// package's built dist/stack-admin.js (read from disk, never imported: the emulator imports only
// src/protocol), and a stylesheet and an icon frame it. API paths are untouched (/api/v1 stays §1.7's root).
import { access, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Hono } from 'hono';
import type { AppEnv } from '../context';
import { DASHBOARD_CSP, DASHBOARD_FILES_PATH, renderDashboardPage } from '../dashboard/page';
import { text } from '../http';

/** The package root's dist/, found from this file (emulator/routes/ -> ../../dist). */
const ADMIN_SCRIPT = fileURLToPath(new URL('../../dist/stack-admin.js', import.meta.url));
const FRAME_FILE = (name: string): string => fileURLToPath(new URL(`../dashboard/${name}`, import.meta.url));

/** The files under /dashboard/: what they are read from, their type, and what to say when missing. */
const FILES: Readonly<Record<string, { path: string; type: string; missing: string }>> = {
  'stack-admin.js': { path: ADMIN_SCRIPT, type: 'text/javascript; charset=utf-8', missing: 'dist/stack-admin.js is not built yet: run `npm run build`.' },
  'dashboard.css': { path: FRAME_FILE('dashboard.css'), type: 'text/css; charset=utf-8', missing: 'The dashboard stylesheet is missing.' },
  'favicon.svg': { path: FRAME_FILE('favicon.svg'), type: 'image/svg+xml', missing: 'The dashboard icon is missing.' },
};

export function dashboardRoutes(app: Hono<AppEnv>): void {
  app.get('/', async (c) => {
    const scriptBuilt = await access(ADMIN_SCRIPT).then(
      () => true,
      () => false,
    );
    // The origin the browser used (localhost or 127.0.0.1): the console's calls must stay same-origin
    // for the page's connect-src 'self' and its cookies.
    const origin = new URL(c.req.url).origin;
    const html = renderDashboardPage({ origin, projectId: c.var.ctx.defaultProjectId, scriptBuilt });
    return new Response(html, {
      headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': DASHBOARD_CSP, 'x-content-type-options': 'nosniff' },
    });
  });
  app.get(`${DASHBOARD_FILES_PATH}:name`, async (c) => {
    const file = Object.hasOwn(FILES, c.req.param('name')) ? FILES[c.req.param('name')] : undefined;
    if (!file) return c.notFound();
    // Read on every request, so a rebuild shows without restarting the emulator.
    const body = await readFile(file.path, 'utf8').catch(() => null);
    if (body === null) return text(file.missing, 404);
    return new Response(body, { headers: { 'content-type': file.type, 'x-content-type-options': 'nosniff' } });
  });
}
