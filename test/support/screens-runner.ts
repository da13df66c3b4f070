// Runs one scenario of the screen catalogue (test/support/screens.ts) in a fresh browser context at a
// theme and viewport: the one place shots, the axe tests and the overflow test bring a screen up.
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import type { RunningDemo } from '../../demo/serve';
import { createConsoleOwner, signInOwner, type ConsoleOwner } from './console';
import { ScreenData, type ScreenUser, type UserOptions } from './screens-data';

export type ScreenTheme = 'light' | 'dark';
export const SCREEN_THEMES: readonly ScreenTheme[] = ['light', 'dark'];

export interface Viewport {
  width: number;
  height: number;
}
export const WIDE: Viewport = { width: 1280, height: 800 };
export const NARROW: Viewport = { width: 375, height: 740 };
export const SCREEN_VIEWPORTS: readonly Viewport[] = [WIDE, NARROW];

export interface ScreenContext {
  readonly demo: RunningDemo;
  readonly data: ScreenData;
  readonly theme: ScreenTheme;
  readonly viewport: Viewport;
  /** `path` (default: the scenario's page) on the demo, with ?theme=. */
  url(path?: string): string;
  /** Opens url(path) in the scenario's page. */
  open(path?: string): Promise<void>;
  /** Creates a user and signs this browser context in as them (before open). */
  signedInUser(options?: UserOptions): Promise<ScreenUser>;
  /** Signs up a console owner with a project ("Acme shop" unless named) and signs this context in as them (before open). */
  signedInOwner(options?: { projectName?: string; project?: Record<string, unknown> }): Promise<ConsoleOwner>;
  /** Holds every request whose URL matches until the scenario closes; resolves when the first arrives. */
  hold(url: RegExp): Promise<void>;
}

export interface Scenario {
  /** Unique, file-name safe: `<screen>--<state>`. */
  name: string;
  /** The demo path the screen lives on (for the reader and for per-page checks). */
  page: string;
  /** Brings the page to the screen; ends when it shows. */
  setup(page: Page, ctx: ScreenContext): Promise<void>;
}

export interface OpenedScreen {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught exceptions seen while the scenario ran. */
  errors: string[];
  /** Shows the screen in the other theme without reloading (the demo's data-theme, the OS scheme opposite). */
  showTheme(theme: ScreenTheme): Promise<void>;
  /** Resizes the page and waits until it has laid out and its requests are done. */
  resize(viewport: Viewport): Promise<void>;
  /** Closes the context and removes the scenario's data. */
  close(): Promise<void>;
}

export interface RunOptions {
  theme: ScreenTheme;
  viewport: Viewport;
  /** Wait for the steps of one scenario (default 15 s). */
  timeoutMs?: number;
}

/** Adds ?theme= (demo/theme.js) to a demo path or absolute URL. */
export function themedUrl(demo: RunningDemo, path: string, theme: ScreenTheme): string {
  const url = new URL(path, demo.url);
  url.searchParams.set('theme', theme);
  return url.toString();
}

/** Waits until the page has had no request in flight (held ones aside) for `quietMs`, at most `maxMs`. */
async function networkQuiet(page: Page, inFlight: Set<unknown>, held: Set<unknown>, quietMs = 150, maxMs = 4000): Promise<void> {
  const start = Date.now();
  let quietSince = Date.now();
  while (Date.now() - start < maxMs) {
    if ([...inFlight].some((request) => !held.has(request))) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await page.waitForTimeout(50);
  }
}

/** A fresh context at the theme and viewport, the scenario's setup run in it, the page settled. */
export async function openScreen(browser: Browser, demo: RunningDemo, scenario: Scenario, options: RunOptions): Promise<OpenedScreen> {
  const { theme, viewport } = options;
  const context = await browser.newContext({
    viewport,
    // The visitor's OS prefers the other scheme: a card that follows the OS instead of the page shows up.
    colorScheme: theme === 'dark' ? 'light' : 'dark',
    reducedMotion: 'reduce',
  });
  context.setDefaultTimeout(options.timeoutMs ?? 15_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));

  const held: Route[] = [];
  const heldRequests = new Set<unknown>();
  const inFlight = new Set<unknown>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));

  const data = new ScreenData(demo);
  const ctx: ScreenContext = {
    demo,
    data,
    theme,
    viewport,
    url: (path = scenario.page) => themedUrl(demo, path, theme),
    async open(path = scenario.page) {
      await page.goto(themedUrl(demo, path, theme));
    },
    async signedInUser(userOptions = {}) {
      const user = await data.createUser(userOptions);
      await data.signIn(context, user);
      return user;
    },
    async signedInOwner(ownerOptions = {}) {
      const owner = await createConsoleOwner(demo.emulator, ownerOptions);
      await signInOwner(context, demo.url, owner.owner);
      return owner;
    },
    hold(url) {
      const timeoutMs = options.timeoutMs ?? 15_000;
      return new Promise<void>((arrived, failed) => {
        const timer = setTimeout(() => failed(new Error(`no request to ${url} within ${timeoutMs} ms`)), timeoutMs);
        void page.route(url, (route) => {
          held.push(route);
          // A held request stays in flight on purpose: it must not count as traffic.
          heldRequests.add(route.request());
          clearTimeout(timer);
          arrived();
        });
      });
    },
  };

  const close = async (): Promise<void> => {
    // The context first: a held request aborted while its page lives is logged as a console error (net::ERR_FAILED).
    await context.close();
    await Promise.all(held.map((route) => route.abort().catch(() => undefined)));
    await data.cleanUp();
  };
  // Two frames: the change is styled and laid out.
  const nextFrames = (): Promise<void> => page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
  const showTheme = async (shown: ScreenTheme): Promise<void> => {
    await page.emulateMedia({ colorScheme: shown === 'dark' ? 'light' : 'dark' });
    // What demo/theme.js does for ?theme=; the elements follow the page's data-theme as it changes.
    await page.evaluate((value) => document.documentElement.setAttribute('data-theme', value), shown);
    await nextFrames();
  };
  const resize = async (size: Viewport): Promise<void> => {
    await page.setViewportSize(size);
    await nextFrames();
    // A wider layout may show what the narrow one left unloaded.
    await networkQuiet(page, inFlight, heldRequests);
  };
  try {
    await scenario.setup(page, ctx);
    await networkQuiet(page, inFlight, heldRequests);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
  } catch (error) {
    await close().catch(() => undefined);
    throw new Error(`scenario ${scenario.name} (${theme}, ${viewport.width}px): ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  return { page, context, errors, showTheme, resize, close };
}

/** Opens the scenario, hands the page to `check`, then closes it whatever happened. */
export async function withScreen<T>(browser: Browser, demo: RunningDemo, scenario: Scenario, options: RunOptions, check: (screen: OpenedScreen) => Promise<T>): Promise<T> {
  const screen = await openScreen(browser, demo, scenario, options);
  try {
    return await check(screen);
  } finally {
    await screen.close();
  }
}
