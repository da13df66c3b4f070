// Support for the attack suites (test/reliability/{strict-csp,open-redirect,stored-xss}): a page host on
// node:http that serves dist/ under an exact strict Content-Security-Policy, a collector of CSP
// violations and XSS tripwires that survives navigations, and the helpers the three suites share.
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
const BUNDLES = ['stack-elements.js', 'stack-admin.js'] as const;

/** The policy the issue names, word for word: nothing inline, no nonce, the API origin only for fetches. */
export function strictCsp(apiOrigin: string): string {
  return `default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src ${apiOrigin}`;
}

export interface PageHost {
  /** http://localhost:<port>/ */
  url: string;
  /** Every page path requested (path and query), in order. */
  readonly requested: string[];
  close(): Promise<void>;
}

/** Builds the HTML of a path (query included) or null for a 404; `csp` is sent with every answer. */
export type PageRenderer = (url: URL) => string | null;

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A document whose body is `body`, loading the elements' bundle configured by its script tag (and more scripts). */
export function pageHtml(options: { projectId: string; publishableClientKey: string; baseUrl: string; body: string; scripts?: string[]; signInUrl?: string }): string {
  const extra = (options.scripts ?? []).map((src) => `<script src="${escapeHtml(src)}" defer></script>`).join('\n');
  const signIn = options.signInUrl ? ` data-sign-in-url="${escapeHtml(options.signInUrl)}"` : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>strict page</title>
<script src="/dist/stack-elements.js" data-project-id="${escapeHtml(options.projectId)}" data-publishable-client-key="${escapeHtml(options.publishableClientKey)}" data-base-url="${escapeHtml(options.baseUrl)}"${signIn} defer></script>
${extra}
</head><body>
${options.body}
</body></html>`;
}

/** Pages that each host one full-page element (the handler ones navigate, so each gets its own path). */
export const SINGLE_PAGES: Readonly<Record<string, string>> = {
  '/cli.html': 'stack-cli-auth-confirm',
  '/mfa.html': 'stack-mfa',
  '/magic.html': 'stack-magic-link-callback',
  '/oauth.html': 'stack-oauth-callback',
};

export interface ElementPagesConfig {
  projectId: string;
  publishableClientKey: string;
  baseUrl: string;
  /** The project <stack-project-admin> opens on /console.html (read when the page is asked for). */
  consoleProjectId(): string;
}

/**
 * The pages the suites visit: / (team switcher, user button, sign-in, sign-up), /account.html?section=,
 * /handler/<route>, /console.html?page= (dist/stack-admin.js) and the single-element pages.
 */
export function elementPages(config: ElementPagesConfig): PageRenderer {
  const base = { projectId: config.projectId, publishableClientKey: config.publishableClientKey, baseUrl: config.baseUrl, signInUrl: '/' };
  return (url) => {
    const path = url.pathname;
    if (path === '/' || path === '/index.html') {
      return pageHtml({ ...base, body: '<stack-team-switcher></stack-team-switcher><stack-user-button></stack-user-button><stack-sign-in allow-guest></stack-sign-in><stack-sign-up></stack-sign-up>' });
    }
    if (path === '/account.html') {
      const section = url.searchParams.get('section') ?? 'profile';
      return pageHtml({ ...base, body: `<stack-account-settings section="${escapeHtml(section)}"></stack-account-settings>` });
    }
    if (path.startsWith('/handler/')) return pageHtml({ ...base, body: '<stack-handler></stack-handler>' });
    if (path === '/console.html') {
      const page = escapeHtml(url.searchParams.get('page') ?? '');
      const admin = `<stack-project-admin base-url="${escapeHtml(config.baseUrl)}" project-id="${escapeHtml(config.consoleProjectId())}" page="${page}"></stack-project-admin>`;
      return pageHtml({ ...base, body: admin, scripts: ['/dist/stack-admin.js'] });
    }
    const single = SINGLE_PAGES[path];
    return single ? pageHtml({ ...base, body: `<${single}></${single}>` }) : null;
  };
}

/** The script files under dist/ a page may fetch: the two scripts, the end-user script's parts, locale tables and password check. */
const SCRIPT_FILE = /^\/dist\/(stack-elements|stack-admin|password-check|parts\/[\w-]+|locales\/[a-z-]+)\.js$/;

/** Serves the built scripts (with their parts and locales) and the rendered pages, every answer with `csp` (null: no policy). */
export async function startPageHost(csp: string | null, render: PageRenderer): Promise<PageHost> {
  for (const bundle of BUNDLES) {
    if (!existsSync(DIST + bundle)) throw new Error(`dist/${bundle} is missing: run \`npm run build\` first`);
  }
  const requested: string[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    requested.push(url.pathname + url.search);
    const headers: Record<string, string> = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', ...(csp === null ? {} : { 'content-security-policy': csp }) };
    if (SCRIPT_FILE.test(url.pathname)) {
      readFile(DIST + url.pathname.slice('/dist/'.length)).then(
        (body) => response.writeHead(200, { ...headers, 'content-type': 'text/javascript; charset=utf-8' }).end(body),
        () => response.writeHead(404, headers).end(),
      );
      return;
    }
    const html = url.pathname === '/favicon.ico' ? null : render(url);
    if (html === null) {
      response.writeHead(404, { ...headers, 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    response.writeHead(200, { ...headers, 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}/`,
    requested,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** What a context saw across all its pages and navigations. */
export interface Watch {
  /** securitypolicyviolation events: "directive blocked-uri (source)". */
  violations: string[];
  /** Console errors of every page. */
  consoleErrors: string[];
  /** Uncaught exceptions. */
  pageErrors: string[];
  /** Tripwires set by stored payloads (window.__xss, __xssHit() calls) and dialogs opened. */
  xssHits: string[];
  dialogs: string[];
}

declare global {
  interface Window {
    __xss?: unknown;
    __xssHit?: (what: string) => void;
    __cspViolation?: (what: string) => void;
  }
}

/**
 * Before any page script: a securitypolicyviolation listener, and an `__xss` tripwire (a setter, so a
 * payload's `window.__xss=1` reports at once, even on a page that navigates away right after).
 */
export async function watchContext(context: BrowserContext): Promise<Watch> {
  const watch: Watch = { violations: [], consoleErrors: [], pageErrors: [], xssHits: [], dialogs: [] };
  await context.exposeFunction('__cspViolation', (what: string) => watch.violations.push(what));
  await context.exposeFunction('__xssHit', (what: string) => watch.xssHits.push(what));
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => window.__cspViolation?.(`${event.violatedDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`),
      true,
    );
    Object.defineProperty(window, '__xss', {
      configurable: false,
      get: () => undefined,
      set: (value: unknown) => window.__xssHit?.(`window.__xss=${String(value)} on ${location.href}`),
    });
  });
  context.on('page', (page) => attachPage(page, watch));
  return watch;
}

function attachPage(page: Page, watch: Watch): void {
  page.on('console', (message) => {
    if (message.type() === 'error') watch.consoleErrors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => watch.pageErrors.push(error.message));
  page.on('dialog', (dialog) => {
    watch.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
}

/** Console errors that are CSP reports (Chromium words them "Refused to … Content Security Policy"). */
export function cspConsoleErrors(watch: Watch): string[] {
  return watch.consoleErrors.filter((text) => /Content Security Policy|Refused to/i.test(text));
}

/** Every href/src/action/formaction/xlink:href in the document and all open shadow roots, in the page. */
export async function urlAttributes(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const visit = (root: Document | ShadowRoot): void => {
      for (const element of root.querySelectorAll('*')) {
        for (const name of ['href', 'src', 'action', 'formaction', 'xlink:href', 'srcset', 'poster', 'data']) {
          const value = element.getAttribute(name);
          if (value !== null) found.push(value);
        }
        if (element.shadowRoot) visit(element.shadowRoot);
      }
    };
    visit(document);
    return found;
  });
}

/** A URL attribute value that would run script or render a document of the attacker's choosing. */
export function isScriptingUrl(value: string): boolean {
  // The URL parser drops ASCII tab/newline anywhere and C0/space at the ends: "java\tscript:" is javascript:.
  const normalized = value.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '').toLowerCase();
  return /^(javascript|vbscript):/.test(normalized) || /^data:(?!image\/(png|jpe?g|gif|webp|avif|svg\+xml)[;,])/.test(normalized);
}

/** Visible text of the document and its open shadow roots (a payload must show as text, if anywhere). */
export async function deepText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [];
    const visit = (root: Document | ShadowRoot): void => {
      for (const element of root.querySelectorAll('*')) {
        if (element.shadowRoot) {
          parts.push(element.shadowRoot.textContent ?? '');
          visit(element.shadowRoot);
        }
      }
    };
    parts.push(document.body.textContent ?? '');
    visit(document);
    return parts.join('\n');
  });
}
