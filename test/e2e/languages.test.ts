// Issue 14, languages (Chromium): the element's language from `lang`, then `data-lang` on the script tag,
// then <html lang>, then the browser; each table is dist/locales/<code>.js loaded beside the script (also
// from another origin and under the strict CSP); Arabic lays out right to left; a failed file means English.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../emulator/server';
import ar from '../../src/react/i18n/locales/ar';
import de from '../../src/react/i18n/locales/de';
import es from '../../src/react/i18n/locales/es';
import fr from '../../src/react/i18n/locales/fr';
import it_ from '../../src/react/i18n/locales/it';
import pt from '../../src/react/i18n/locales/pt';
import { en } from '../../src/react/i18n';
import { cspConsoleErrors, launchChromium, strictCsp, watchContext } from '../support/attack-pages';
import { startDistHost, type DistHost } from '../support/dist-host';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));

interface PageOptions {
  /** Attributes of <stack-sign-in>, e.g. 'lang="de"'. */
  element?: string;
  htmlLang?: string;
  dataLang?: string;
  /** Where the script comes from (default /dist/stack-elements.js on the page's own origin). */
  scriptSrc?: string;
}

let emulator: RunningEmulator;
let browser: Browser;
let pages: DistHost;
let cdn: DistHost;
let strict: DistHost;
const contexts: BrowserContext[] = [];

function pageHtml(options: PageOptions): string {
  const project = emulator.defaultProject;
  const lang = options.htmlLang === undefined ? '' : ` lang="${options.htmlLang}"`;
  const dataLang = options.dataLang === undefined ? '' : ` data-lang="${options.dataLang}"`;
  return `<!doctype html><html${lang}><head><meta charset="utf-8"><title>languages</title>
<script src="${options.scriptSrc ?? '/dist/stack-elements.js'}" data-project-id="${project.id}" data-publishable-client-key="${project.publishableClientKey ?? ''}" data-base-url="${emulator.url}"${dataLang} defer></script>
</head><body><stack-sign-in ${options.element ?? ''}></stack-sign-in></body></html>`;
}

function pageUrl(host: DistHost, options: PageOptions): string {
  const query = new URLSearchParams();
  if (options.element) query.set('element', options.element);
  if (options.htmlLang !== undefined) query.set('html', options.htmlLang);
  if (options.dataLang !== undefined) query.set('data', options.dataLang);
  if (options.scriptSrc) query.set('src', options.scriptSrc);
  return `${host.url}/page?${query.toString()}`;
}

async function open(options: PageOptions, contextOptions: { locale?: string } = {}, host: DistHost = pages): Promise<Page> {
  const context = await browser.newContext({ locale: contextOptions.locale ?? 'en-US' });
  context.setDefaultTimeout(8_000);
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(pageUrl(host, options));
  return page;
}

/** The visible face of the sign-in card's submit button (the busy face beside it is hidden). */
function submit(page: Page): Locator {
  return page.locator('stack-sign-in form button[type=submit] .stack-button-face[data-active]');
}

beforeAll(async () => {
  if (!existsSync(`${DIST}locales/de.js`)) throw new Error('dist/locales/ is missing: run `npm run build` first');
  emulator = await startEmulator({ port: 0, inMemory: true, checkResponses: true });
  const page = (url: URL): string => {
    const param = (name: string): string | undefined => url.searchParams.get(name) ?? undefined;
    return pageHtml({ element: param('element'), htmlLang: param('html'), dataLang: param('data'), scriptSrc: param('src') });
  };
  pages = await startDistHost(page);
  cdn = await startDistHost(page);
  strict = await startDistHost(page, strictCsp(new URL(emulator.url).origin));
  browser = await launchChromium();
}, 30_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  for (const host of [pages, cdn, strict]) await host?.close();
  await emulator?.close();
});

describe('languages (Chromium)', () => {
  it('<stack-sign-in lang="de"> renders German, loading only locales/de.js beside the script', async () => {
    pages.requested.length = 0;
    const page = await open({ element: 'lang="de"', htmlLang: 'en' });
    await expect.poll(() => submit(page).textContent()).toBe(de['signIn.submit']);
    await expect(page.locator('stack-sign-in label', { hasText: de['field.password'] }).count()).resolves.toBe(1);
    expect(await page.locator('stack-sign-in .stack-theme').first().getAttribute('lang')).toBe('de');
    expect(pages.requested.filter((path) => path.startsWith('locales/'))).toEqual(['locales/de.js']);
  });

  it('lang="ar" lays the card out right to left (direction and label mirrored; "forgot password" under the button)', async () => {
    const page = await open({ element: 'lang="ar"' });
    await expect.poll(() => submit(page).textContent()).toBe(ar['signIn.submit']);
    const root = page.locator('stack-sign-in .stack-theme').first();
    expect(await root.getAttribute('dir')).toBe('rtl');
    // The mirrored switch thumb and arrows key on :dir(rtl), which the content root must match.
    expect(await root.evaluate((element) => element.matches(':dir(rtl)'))).toBe(true);
    expect(await submit(page).evaluate((face) => getComputedStyle(face.parentElement!).direction)).toBe('rtl');
    const geometry = async (p: Page): Promise<{ label: DOMRect; input: DOMRect; link: DOMRect }> =>
      p.locator('stack-sign-in').evaluate((host) => {
        const root = host.shadowRoot!;
        const input = root.querySelector('input[name=password]')!;
        const label = input.closest('.stack-field')!.querySelector('label')!;
        // After "Sign in" since issue 32: the tab order stays e-mail, password, submit.
        const link = root.querySelector('.stack-forgot-link')!;
        return { label: label.getBoundingClientRect().toJSON(), input: input.getBoundingClientRect().toJSON(), link: link.getBoundingClientRect().toJSON() } as never;
      });
    const rtl = await geometry(page);
    // The label starts at the input's right edge; "forgot password" sits below the field.
    expect(Math.abs(rtl.label.right - rtl.input.right)).toBeLessThan(2);
    expect(rtl.link.top).toBeGreaterThan(rtl.input.bottom);
    const english = await open({ element: 'lang="en"' });
    await expect.poll(() => submit(english).textContent()).toBe(en['signIn.submit']);
    const ltr = await geometry(english);
    expect(Math.abs(ltr.label.left - ltr.input.left)).toBeLessThan(2);
    expect(ltr.link.top).toBeGreaterThan(ltr.input.bottom);
  });

  it('falls back to <html lang> (region subtag dropped), and data-lang on the script wins over it', async () => {
    const french = await open({ htmlLang: 'fr-CA' });
    await expect.poll(() => submit(french).textContent()).toBe(fr['signIn.submit']);
    const spanish = await open({ htmlLang: 'fr', dataLang: 'es' });
    await expect.poll(() => submit(spanish).textContent()).toBe(es['signIn.submit']);
    const own = await open({ htmlLang: 'fr', dataLang: 'es', element: 'lang="it"' });
    await expect.poll(() => submit(own).textContent()).toBe(it_['signIn.submit']);
  });

  it("uses the browser's languages when the page names none, and English when it knows none", async () => {
    const brazil = await open({}, { locale: 'pt-BR' });
    await expect.poll(() => submit(brazil).textContent()).toBe(pt['signIn.submit']);
    const swedish = await open({}, { locale: 'sv-SE' });
    await expect.poll(() => submit(swedish).textContent()).toBe(en['signIn.submit']);
  });

  it('re-renders in the new language when the lang attribute changes, and page overrides apply at once', async () => {
    const page = await open({ element: 'lang="de"' });
    await expect.poll(() => submit(page).textContent()).toBe(de['signIn.submit']);
    const email = page.locator('stack-sign-in input[name=email]');
    await email.fill('me@example.com');
    await page.locator('stack-sign-in').evaluate((element) => element.setAttribute('lang', 'es'));
    await expect.poll(() => submit(page).textContent()).toBe(es['signIn.submit']);
    // The form stayed mounted through the switch (no skeleton in between): what was typed is still there.
    expect(await email.inputValue()).toBe('me@example.com');
    await page.evaluate(() => window.StackElements?.setMessages('es', { 'signIn.submit': 'Entrar ya' }));
    await expect.poll(() => submit(page).textContent()).toBe('Entrar ya');
    await page.locator('stack-sign-in').evaluate((element) => element.removeAttribute('lang'));
    await expect.poll(() => submit(page).textContent()).toBe(en['signIn.submit']);
  });

  it('loads the locale from the script’s own origin (a CDN), and shows English when the file is missing', async () => {
    cdn.requested.length = 0;
    const page = await open({ element: 'lang="pt"', scriptSrc: `${cdn.url}/dist/stack-elements.js` });
    await expect.poll(() => submit(page).textContent()).toBe(pt['signIn.submit']);
    expect(cdn.requested).toContain('locales/pt.js');
    const broken = await open({ element: 'lang="de"', scriptSrc: '/broken/stack-elements.js' });
    await expect.poll(() => submit(broken).textContent()).toBe(en['signIn.submit']);
    expect(await broken.locator('stack-sign-in .stack-theme').first().getAttribute('lang')).toBe('en');
  });

  it('loads a locale under the strict CSP (script-src self, connect-src the API) with no violation', async () => {
    const context = await browser.newContext();
    contexts.push(context);
    context.setDefaultTimeout(8_000);
    const watch = await watchContext(context);
    const page = await context.newPage();
    strict.requested.length = 0;
    await page.goto(pageUrl(strict, { element: 'lang="ar"', htmlLang: 'en' }));
    await expect.poll(() => submit(page).textContent()).toBe(ar['signIn.submit']);
    expect(strict.requested).toContain('locales/ar.js');
    expect(watch.violations).toEqual([]);
    expect(cspConsoleErrors(watch)).toEqual([]);
  });
});
