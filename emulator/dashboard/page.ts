// The local dashboard's HTML (GET /): a small frame around <stack-project-admin> for the default
// project, loading the built console script from the emulator itself. No inline script or style:
// the page is served with a strict Content-Security-Policy.

/** The page's own files (emulator/routes/dashboard.ts serves them). */
export const DASHBOARD_FILES_PATH = '/dashboard/';
const SCRIPT = `${DASHBOARD_FILES_PATH}stack-admin.js`;
const STYLES = `${DASHBOARD_FILES_PATH}dashboard.css`;
const ICON = `${DASHBOARD_FILES_PATH}favicon.svg`;

/** Everything the page may load comes from the emulator's own origin (images also as data: URLs). */
export const DASHBOARD_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export interface DashboardPageInput {
  /** The emulator's origin, e.g. http://127.0.0.1:8102 (the console's base-url). */
  origin: string;
  /** The project to open; without it the console lists the owner's projects. */
  projectId?: string;
  /** False when dist/stack-admin.js is not built: the page says how to build it instead. */
  scriptBuilt: boolean;
}

export function renderDashboardPage({ origin, projectId, scriptBuilt }: DashboardPageInput): string {
  const script = scriptBuilt ? `\n    <script src="${SCRIPT}" defer></script>` : '';
  const content = scriptBuilt
    ? `<stack-project-admin base-url="${escapeHtml(origin)}"${projectId ? ` project-id="${escapeHtml(projectId)}"` : ''}></stack-project-admin>`
    : `<p class="frame-missing">The console script is not built yet. Run <code>npm run build</code> in the Stack Elements folder, then reload this page.</p>`;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Local dashboard – Stack Auth emulator</title>
    <link rel="icon" href="${ICON}" type="image/svg+xml">
    <link rel="stylesheet" href="${STYLES}">${script}
  </head>
  <body>
    <header class="frame-bar">
      <p class="frame-title">Stack Auth emulator</p>
      <p class="frame-note">Local dashboard · API at <a href="/api/v1">${escapeHtml(origin)}/api/v1</a></p>
    </header>
    <main class="frame-main">
      ${content}
    </main>
  </body>
</html>
`;
}
