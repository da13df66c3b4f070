// The local dashboard (issue 13): GET / is the owner console of the default project, its script is the
// package's built dist/stack-admin.js (read from disk, never imported: the emulator imports only
// src/protocol), and a small stylesheet frames it. API paths are untouched (/api/v1 stays §1.7's root).
import { access, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Hono } from 'hono';
import type { AppEnv } from '../context';
import { DASHBOARD_CSP, DASHBOARD_SCRIPT_PATH, DASHBOARD_STYLES_PATH, renderDashboardPage } from '../dashboard/page';
import { text } from '../http';

/** The package root's dist/, found from this file (emulator/routes/ -> ../../dist). */
const ADMIN_SCRIPT = fileURLToPath(new URL('../../dist/stack-admin.js', import.meta.url));
const STYLES = fileURLToPath(new URL('../dashboard/dashboard.css', import.meta.url));

/** Read on every request, so a rebuild shows without restarting the emulator. */
async function readOrNull(file: string): Promise<string | null> {
  return readFile(file, 'utf8').catch(() => null);
}

export function dashboardRoutes(app: Hono<AppEnv>): void {
  app.get('/', async (c) => {
    const scriptBuilt = await access(ADMIN_SCRIPT).then(() => true, () => false);
    // The origin the browser used (localhost or 127.0.0.1): the console's calls must stay same-origin
    // for the page's connect-src 'self' and its cookies.
    const origin = new URL(c.req.url).origin;
    const html = renderDashboardPage({ origin, projectId: c.var.ctx.defaultProjectId, scriptBuilt });
    return new Response(html, {
      headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': DASHBOARD_CSP, 'x-content-type-options': 'nosniff' },
    });
  });
  app.get(DASHBOARD_SCRIPT_PATH, async () => {
    const script = await readOrNull(ADMIN_SCRIPT);
    if (!script) return text('dist/stack-admin.js is not built yet: run `npm run build`.', 404);
    return new Response(script, { headers: { 'content-type': 'text/javascript; charset=utf-8', 'x-content-type-options': 'nosniff' } });
  });
  app.get(DASHBOARD_STYLES_PATH, async () => {
    const styles = await readOrNull(STYLES);
    if (!styles) return text('The dashboard stylesheet is missing.', 404);
    return new Response(styles, { headers: { 'content-type': 'text/css; charset=utf-8', 'x-content-type-options': 'nosniff' } });
  });
}
