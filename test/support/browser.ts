// One fixture for the e2e files: the demo server (with an in-memory emulator) and Debian's Chromium,
// plus init scripts that record the stack-* events reaching document and a page-error collector.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startDemo, type RunningDemo } from '../../demo/serve';
import { formatMismatch } from '../../emulator/response-check';

const BUNDLE = fileURLToPath(new URL('../../dist/stack-elements.js', import.meta.url));

/** Debian's Chromium and the flags every browser test launches it with. */
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** One stack-* event as recordStackEvents keeps it in window.__events. */
export interface RecordedEvent {
  type: string;
  email: string | null;
  /** The tag of the node the event was dispatched on ('#document' when on document). */
  target: string;
}

declare global {
  interface Window {
    __events: RecordedEvent[];
    __signedIn: (string | null)[];
  }
}

export interface DemoBrowser {
  /** The running demo; only valid inside tests and later hooks. */
  readonly demo: RunningDemo;
  readonly browser: Browser;
  /** Console errors and uncaught exceptions of the pages given to watchErrors (a CSP violation shows up here). */
  readonly pageErrors: string[];
  /** Closes the context the previous call made, then opens a new one (the last is closed in afterAll). */
  freshContext(): Promise<BrowserContext>;
  /** Collects the page's uncaught exceptions and, unless consoleErrors is false, its console errors. */
  watchErrors(page: Page, options?: { consoleErrors?: boolean }): Page;
}

/**
 * Console messages a page may log without failing its test, each named for why it is expected. Every
 * other console error or warning, and every uncaught exception, of any page fails the test it came in.
 */
export const EXPECTED_CONSOLE_MESSAGES: readonly { why: string; pattern: RegExp }[] = [
  // Chromium logs every 4xx answer; the API answers known errors (wrong password, used code) with them.
  { why: 'a known error of the API (4xx answer)', pattern: /^Failed to load resource: the server responded with a status of 4\d\d\b/ },
];

/** Whether a console message is on the allow-list above. */
export function isExpectedConsoleMessage(text: string): boolean {
  return EXPECTED_CONSOLE_MESSAGES.some(({ pattern }) => pattern.test(text));
}

/** Registers beforeAll/afterAll that start the demo and launch Chromium, and close both afterwards. */
export function useDemoBrowser(): DemoBrowser {
  let demo: RunningDemo | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  const pageErrors: string[] = [];
  /** Unexpected console errors, warnings and exceptions of any page since the current test began. */
  const unexpected: string[] = [];
  /** Pages whose test said their console errors are expected (watchErrors consoleErrors: false). */
  const consoleErrorsExpected = new WeakSet<Page>();
  const explicitlyWatched = new WeakSet<Page>();

  // Every page of every context gets the watcher, so no test can forget it (issue 32, Deliver 8).
  const guard = (page: Page): void => {
    page.on('console', (message) => {
      const type = message.type();
      if (type !== 'error' && type !== 'warning') return;
      if (type === 'error' && consoleErrorsExpected.has(page)) return;
      const text = message.text();
      if (!isExpectedConsoleMessage(text)) unexpected.push(`console.${type} on ${page.url()}: ${text}`);
    });
    page.on('pageerror', (error) => unexpected.push(`uncaught on ${page.url()}: ${error.message}`));
  };

  beforeAll(async () => {
    if (!existsSync(BUNDLE)) throw new Error('dist/stack-elements.js is missing: run `npm run build` (npm test does) first');
    demo = await startDemo({ port: 0, emulator: { port: 0, inMemory: true, checkResponses: true } });
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const newContext = browser.newContext.bind(browser);
    browser.newContext = async (...args) => {
      const made = await newContext(...args);
      made.on('page', guard);
      return made;
    };
  });

  afterEach(() => {
    const found = unexpected.splice(0);
    if (found.length > 0) throw new Error(`The pages logged unexpected console errors or warnings (allow-list: EXPECTED_CONSOLE_MESSAGES in test/support/browser.ts):\n${found.join('\n')}`);
  });

  afterAll(async () => {
    const mismatches = demo?.emulator.responseMismatches() ?? [];
    await context?.close();
    await browser?.close();
    await demo?.close();
    // An answer against its wire schema fails the file even when the page swallowed the 500.
    if (mismatches.length > 0) throw new Error(`The emulator answered against its wire schemas:\n${mismatches.map(formatMismatch).join('\n')}`);
  });

  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not started yet: use it inside a test or a later hook`);
    return value;
  };

  return {
    get demo() {
      return started(demo, 'the demo');
    },
    get browser() {
      return started(browser, 'Chromium');
    },
    pageErrors,
    async freshContext() {
      await context?.close();
      context = await started(browser, 'Chromium').newContext();
      return context;
    },
    watchErrors(page, options = {}) {
      if (options.consoleErrors === false) consoleErrorsExpected.add(page);
      // The default guard already watches the page; this adds its messages to pageErrors once.
      if (explicitlyWatched.has(page)) return page;
      explicitlyWatched.add(page);
      if (options.consoleErrors !== false) {
        page.on('console', (message) => {
          if (message.type() === 'error') pageErrors.push(message.text());
        });
      }
      page.on('pageerror', (error) => pageErrors.push(error.message));
      return page;
    },
  };
}

/**
 * Pages of people of their own for a test that needs several at once (freshContext closes the previous
 * context): a browser context each, `prepare`d before its page opens, all closed after every test.
 */
export function usePeople(fixture: DemoBrowser, prepare?: (context: BrowserContext) => Promise<void>): () => Promise<Page> {
  const opened: BrowserContext[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((context) => context.close()));
  });
  return async () => {
    const context = await fixture.browser.newContext();
    opened.push(context);
    await prepare?.(context);
    return fixture.watchErrors(await context.newPage());
  };
}

/** Runs before the page's own scripts on every load, so no stack-signed-in/-out/user-changed event is missed. */
export async function recordStackEvents(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    window.__events = [];
    for (const type of ['stack-signed-in', 'stack-signed-out', 'stack-user-changed']) {
      document.addEventListener(type, (event) => {
        const detail = (event as CustomEvent<{ user: { primaryEmail: string | null } | null }>).detail;
        const target = event.target as Node | null;
        window.__events.push({ type, email: detail.user?.primaryEmail ?? null, target: target?.nodeName.toLowerCase() ?? '' });
      });
    }
  });
}

/** Records, from the first script on, the signed-in user's primaryEmail (or id) of each stack-signed-in in window.__signedIn. */
export async function recordSignedIn(context: BrowserContext, field: 'primaryEmail' | 'id' = 'primaryEmail'): Promise<void> {
  await context.addInitScript((key) => {
    window.__signedIn = [];
    document.addEventListener('stack-signed-in', (event) => {
      const user = (event as CustomEvent<{ user: { id: string; primaryEmail: string | null } | null }>).detail.user;
      window.__signedIn.push(user?.[key] ?? null);
    });
  }, field);
}

/** On the demo page: opens the code form of <stack-sign-in> and sends a code to `email`; resolves once the code step shows. */
export async function requestCodeOnDemo(page: Page, demoUrl: string, email: string): Promise<void> {
  await page.goto(demoUrl);
  const signIn = page.locator('stack-sign-in');
  await signIn.getByRole('tab', { name: 'E-mail code' }).click();
  const form = signIn.locator('form');
  await form.locator('input[name=email]').fill(email);
  await form.locator('button[type=submit]').click();
  await signIn.locator('input[name=otp]').waitFor({ timeout: 10_000 });
}

/** Signs out through the page's <stack-user-button> menu and waits for its "Sign in" link. */
export async function signOutWithUserButton(page: Page): Promise<void> {
  await page.locator('stack-user-button button').click();
  await page.locator('stack-user-button [role=menuitem]', { hasText: 'Sign out' }).click();
  await page.locator('stack-user-button a', { hasText: 'Sign in' }).waitFor();
}

/** Signs up on the demo's front page through <stack-sign-up> and waits until the user button shows the e-mail. */
export async function signUpOnDemo(page: Page, demoUrl: string, email: string, password: string): Promise<void> {
  await page.goto(demoUrl);
  const form = page.locator('stack-sign-up form');
  await form.locator('input[name=email]').fill(email);
  await form.locator('input[name=password]').fill(password);
  await form.locator('input[name=repeat-password]').fill(password);
  await form.locator('button[type=submit]').click();
  await page.locator('stack-user-button button', { hasText: email }).waitFor();
}

/** A password sign-up over the API on the demo's default project (no browser); throws unless it answers 200. */
export async function signUpOverApi(demo: RunningDemo, email: string, password: string): Promise<{ userId: string }> {
  const project = demo.emulator.defaultProject;
  const response = await fetch(`${demo.emulator.url}/api/v1/auth/password/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-stack-project-id': project.id, 'x-stack-access-type': 'client', 'x-stack-publishable-client-key': project.publishableClientKey ?? '' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`password sign-up of ${email} answered ${response.status}: ${await response.text()}`);
  const { user_id: userId } = (await response.json()) as { user_id: string };
  return { userId };
}

/** Opens demo/account.html at `section` (the <stack-account-settings> element) and waits for the section to show. */
export async function openAccountSection(page: Page, demoUrl: string, section: string): Promise<import('playwright-core').Locator> {
  await page.goto(new URL(`/account.html?section=${encodeURIComponent(section)}`, demoUrl).toString());
  const settings = page.locator('stack-account-settings');
  await settings.locator(`section[data-section="${section}"]`).waitFor();
  return settings;
}

/** A PNG of one colour, drawn by the page's own canvas (so it is what Chromium encodes), for file inputs. */
export async function drawPng(page: Page, width: number, height: number, color: string): Promise<Buffer> {
  const base64 = await page.evaluate(
    ([w, h, fill]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d')!;
      context.fillStyle = fill;
      context.fillRect(0, 0, w, h);
      return canvas.toDataURL('image/png').split(',')[1]!;
    },
    [width, height, color] as const,
  );
  return Buffer.from(base64, 'base64');
}
