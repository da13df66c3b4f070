// API requests per page load and token refreshes under concurrency (issue 16), against budgets.
// `npm run build` first, then `node --import tsx bench/requests.ts` (or `npm run bench -- requests`).
//
// 1. A signed-in person loads pages of 1, 5 and 20 elements (a mix of <stack-sign-in> and
//    <stack-user-button>) and a page with a <stack-team-switcher>, in real Chromium, each load in a
//    fresh context carrying the session cookies. Counted: the page's requests to /api/v1 (Playwright's
//    request events; CORS preflights are not requests of the page and are not counted), until the
//    user button shows the e-mail and the network has been idle for 500 ms. Budget: 2 per load
//    (GET /projects/current + GET /users/me), 3 with a team switcher (+ its team list).
// 2. 20 concurrent SDK calls (PATCH /users/me) made with an expired access token, the expiry reached
//    on an injected clock shared by the SDK and the emulator. Budget: 1 refresh (POST /auth/oauth/token).
// Exits 1 on any miss.

import type { Browser } from 'playwright-core';
import { StackClientApp } from '../src/core/apps/client-app';
import { AccessToken } from '../src/core/session';
import { ManualClock } from '../src/protocol/clock';
import { elementsPageHtml, launchChromium, scriptFiles, servePages, startBenchEmulator, type StaticFile } from './support';

const LOADS_PER_PAGE = 3;
const CONCURRENT_CALLS = 20;
const REFRESH_BUDGET = 1;
const PASSWORD = 'bench-password-42';

interface PageSpec {
  name: string;
  body: string;
  budget: number;
}

/** n elements, alternating sign-in and user button, starting with a user button (its e-mail marks "rendered"). */
function mixedBody(n: number): string {
  return Array.from({ length: n }, (_, i) => (i % 2 === 0 ? '<stack-user-button></stack-user-button>' : '<stack-sign-in></stack-sign-in>')).join('\n    ');
}

const PAGES: readonly PageSpec[] = [
  { name: '1 element', body: mixedBody(1), budget: 2 },
  { name: '5 elements', body: mixedBody(5), budget: 2 },
  { name: '20 elements', body: mixedBody(20), budget: 2 },
  { name: 'team switcher', body: '<stack-user-button></stack-user-button>\n    <stack-team-switcher></stack-team-switcher>\n    <stack-sign-in></stack-sign-in>', budget: 3 },
];

type StorageState = Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>>;

/** Signs up through the page's shared app (as page code would) and returns the context's cookies. */
async function signedInState(browser: Browser, url: string, email: string): Promise<StorageState> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForFunction(() => window.StackElements !== undefined);
    const problem = await page.evaluate(
      async ([address, password]) => {
        const app = window.StackElements!.getApp()!;
        const result = await app.signUpWithCredential({ email: address!, password: password!, noRedirect: true });
        if (result.status !== 'ok') return `sign-up failed: ${result.error.message}`;
        const user = await app.getUser();
        await user!.createTeam({ displayName: 'Bench team' });
        return null;
      },
      [email, PASSWORD],
    );
    if (problem !== null) throw new Error(problem);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

async function countRequests(browser: Browser, url: string, state: StorageState, email: string): Promise<string[]> {
  const context = await browser.newContext({ storageState: state });
  try {
    const page = await context.newPage();
    const seen: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/v1/') && request.method() !== 'OPTIONS') seen.push(`${request.method()} ${path.slice('/api/v1'.length)}`);
    });
    await page.goto(url);
    await page.locator('stack-user-button button', { hasText: email }).first().waitFor({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    return seen;
  } finally {
    await context.close();
  }
}

async function pageRequests(): Promise<{ lines: string[]; failed: boolean }> {
  const { emulator, project } = await startBenchEmulator({}, { client_team_creation_enabled: true });
  const baseUrl = emulator.url;
  const html = (body: string): StaticFile => ({ type: 'text/html; charset=utf-8', body });
  const files = new Map<string, StaticFile>([
    ...scriptFiles(),
    ['/empty.html', html(elementsPageHtml({ title: 'Sign-up', project, baseUrl, body: '' }))],
  ]);
  PAGES.forEach((spec, i) => files.set(`/page-${i}.html`, html(elementsPageHtml({ title: spec.name, project, baseUrl, body: spec.body }))));
  const server = await servePages(files);
  const browser = await launchChromium();
  const lines = ['API requests per signed-in page load (max of ' + String(LOADS_PER_PAGE) + ' loads, fresh context each)'];
  let failed = false;
  try {
    const email = `bench-${Date.now()}@example.test`;
    const state = await signedInState(browser, `${server.origin}/empty.html`, email);
    for (const [i, spec] of PAGES.entries()) {
      const loads: string[][] = [];
      for (let load = 0; load < LOADS_PER_PAGE; load++) loads.push(await countRequests(browser, `${server.origin}/page-${i}.html`, state, email));
      const worst = loads.reduce((a, b) => (b.length > a.length ? b : a));
      const ok = worst.length <= spec.budget;
      if (!ok) failed = true;
      lines.push(`  ${spec.name.padEnd(14)} ${worst.length} (budget ${spec.budget}) ${ok ? 'OK  ' : 'FAIL'} ${worst.join(', ')}`);
    }
  } finally {
    await browser.close();
    await server.close();
    await emulator.close();
  }
  return { lines, failed };
}

async function refreshes(): Promise<{ lines: string[]; failed: boolean }> {
  const clock = new ManualClock(Math.floor(Date.now() / 1000) * 1000);
  const { emulator, project } = await startBenchEmulator({ clock });
  const sent: string[] = [];
  const counting: typeof fetch = (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    sent.push(`${(init?.method ?? 'GET').toUpperCase()} ${url.pathname.slice('/api/v1'.length)}`);
    return fetch(input, init);
  };
  const app = new StackClientApp({ projectId: project.id, publishableClientKey: project.publishableClientKey, baseUrl: emulator.url, tokenStore: 'memory', clock, fetch: counting });
  try {
    const signUp = await app.signUpWithCredential({ email: `refresh-${Date.now()}@example.test`, password: PASSWORD, noRedirect: true });
    if (signUp.status !== 'ok') throw new Error(`sign-up failed: ${signUp.error.message}`);
    const user = (await app.getUser())!;
    const { accessToken } = await app.getAuthJson();
    // Past the access token's expiry on both sides (SDK and emulator share the clock).
    await clock.advance(new AccessToken(accessToken!).expiresAtMillis - clock.now() + 1000);
    sent.length = 0;
    await Promise.all(Array.from({ length: CONCURRENT_CALLS }, (_, i) => user.update({ clientMetadata: { call: i } })));
    const refreshCount = sent.filter((line) => line === 'POST /auth/oauth/token').length;
    const patches = sent.filter((line) => line === 'PATCH /users/me').length;
    const ok = refreshCount <= REFRESH_BUDGET && patches === CONCURRENT_CALLS;
    return {
      lines: [
        `Token refreshes for ${CONCURRENT_CALLS} concurrent calls with an expired access token: ${refreshCount} (budget ${REFRESH_BUDGET}) ${ok ? 'OK' : 'FAIL'}`,
        `  (${patches} PATCH /users/me sent, ${sent.length} requests in all)`,
      ],
      failed: !ok,
    };
  } finally {
    app.dispose();
    await emulator.close();
  }
}

async function main(): Promise<void> {
  const pages = await pageRequests();
  const refresh = await refreshes();
  const failed = pages.failed || refresh.failed;
  process.stdout.write([...pages.lines, '', ...refresh.lines, '', failed ? 'FAIL: a request budget is missed' : 'OK: every request budget met', ''].join('\n'));
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(2);
});
