// Issue 15 §3 and §6: stored XSS. Payloads are stored through the API in every user-controlled field the
// elements render, then every element that shows them renders them in Chromium on a page WITHOUT a
// Content-Security-Policy (so a policy cannot hide a hole): no script runs (a window.__xss tripwire, dialogs)
// and no javascript:/data: document URL appears in any href/src of the shadow DOMs. Plus the image-URL rule.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMismatch } from '../../emulator/response-check';
import { startEmulator, type RunningEmulator } from '../../emulator/server';
import { safeImageUrl } from '../../src/react/ui/avatar';
import { deepText, elementPages, isScriptingUrl, launchChromium, startPageHost, urlAttributes, watchContext, type PageHost, type Watch } from '../support/attack-pages';
import { createConsoleOwner, signInOwner, type ConsoleOwner } from '../support/console';
import { uniqueEmail } from '../support/unique-email';

describe('image URLs the widget renders', () => {
  const refused = [
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:TEXT/HTML;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'data:application/javascript,alert(1)',
    'data:image/svg+xml',
    'data:,hello',
    'vbscript:msgbox(1)',
    'VBSCRIPT:msgbox(1)',
    'blob:https://example.com/0d4c1c44-6e1b-4c4e-9d0a-2f0c2b4f4a7e',
    'BLOB:https://example.com/x',
    '//evil.com/a.png',
    '\\\\evil.com/a.png',
    '/relative.png',
    'a.png',
    'file:///etc/passwd',
    'ftp://example.com/a.png',
    'about:blank',
    'filesystem:https://example.com/temporary/a.png',
    '',
    '   ',
  ];
  const kept = ['https://cdn.example.com/a.png', 'http://cdn.example.com/a.png', 'HTTPS://CDN.EXAMPLE.COM/A.PNG', ' https://cdn.example.com/a.png ', 'data:image/png;base64,iVBORw0KGgo=', 'DATA:IMAGE/JPEG;base64,/9j/4AAQ', 'data:image/svg+xml,%3Csvg%3E%3C/svg%3E', 'data:image/webp;base64,UklGRg=='];

  it(`refuses every scheme but https:, http: and data:image/ (${refused.length} refused, ${kept.length} kept)`, () => {
    for (const value of refused) expect(safeImageUrl(value), JSON.stringify(value)).toBeNull();
    for (const value of kept) {
      const safe = safeImageUrl(value);
      expect(safe, value).not.toBeNull();
      expect(safe!.toLowerCase()).toMatch(/^(https:|http:|data:image\/)/);
    }
    expect(safeImageUrl(null)).toBeNull();
    expect(safeImageUrl(undefined)).toBeNull();
  });
});

/** Payload n sets the tripwire (window.__xss = n) or opens a dialog if it ever runs. */
const PAYLOADS: readonly string[] = [
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=2</script>',
  '<svg onload="window.__xss=3">',
  '"><img src=x onerror=window.__xss=4>',
  "'><svg/onload=window.__xss=5>",
  'javascript:window.__xss=6',
  '${window.__xss=7}',
  '<iframe srcdoc="<script>parent.__xss=8</script>"></iframe>',
  '<a href="javascript:window.__xss=9">click</a>',
  '</textarea></title></style><img src=x onerror=window.__xss=10>',
  "{{constructor.constructor('window.__xss=11')()}}",
  '<details open ontoggle=window.__xss=12>',
  '<img src=x onerror=alert(13)>',
  '" onmouseover="window.__xss=14" x="',
  '`;window.__xss=15;`',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=16>',
];
/** Image URLs stored where the API takes one (profile images of users, teams, member profiles). */
const IMAGE_PAYLOADS: readonly string[] = ['javascript:window.__xss=20', 'data:text/html,<script>parent.__xss=21</script>', 'JAVASCRIPT:window.__xss=22', 'vbscript:msgbox(23)'];
/** What a hostile server could answer as profile_image_url (the emulator refuses to store these). */
const SERVED_IMAGE_URLS: readonly string[] = ['javascript:window.__xss=40', 'data:text/html,<script>parent.__xss=41</script>', 'JAVASCRIPT:window.__xss=42', 'vbscript:msgbox(43)', ' javascript:window.__xss=44', 'java\tscript:window.__xss=45'];
const PASSWORD = 'correct-horse-42';
/** Scripting image URLs served so far (set once the swapping route is in place). */
let swappedCount = (): number => 0;

/** As many payloads as fit the API's 256-character names, joined: one field carries several contexts at once. */
function joinedUpTo256(payloads: readonly string[]): string {
  let joined = '';
  for (const payload of payloads) if ((joined ? joined.length + 1 : 0) + payload.length <= 256) joined = joined ? `${joined} ${payload}` : payload;
  return joined;
}

let emulator: RunningEmulator;
let host: PageHost;
let browser: Browser;
let context: BrowserContext;
let watch: Watch;
let consoleOwner: ConsoleOwner;
/** field -> payloads the API accepted / refused (a refusal is fine: nothing stored, nothing rendered). */
const stored = new Map<string, number>();
const refusedByApi = new Map<string, number>();
const surfaces: string[] = [];
/** field -> the API's last refusal, for the report. */
const refusals = new Map<string, string>();
const scriptingUrls: string[] = [];

type Call = <T>(method: string, path: string, body?: unknown) => Promise<{ status: number; json: T }>;

/** Stores `body` and counts it under `field`; a 4xx is the API refusing the value (counted, not failed). */
async function store<T>(call: Call, field: string, method: string, path: string, body: unknown): Promise<T | null> {
  const { status, json } = await call<T>(method, path, body);
  if (status >= 500) throw new Error(`${method} ${path} answered ${status}`);
  const map = status < 300 ? stored : refusedByApi;
  map.set(field, (map.get(field) ?? 0) + 1);
  if (status >= 300) refusals.set(field, `${status} ${JSON.stringify(json).slice(0, 160)}`);
  return status < 300 ? json : null;
}

function caller(headers: Record<string, string>): Call {
  return async <T>(method: string, path: string, body?: unknown) => {
    const res = await fetch(`${emulator.url}/api/v1${path}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      // Some refusals are the protocol's documented text answers.
      json = text;
    }
    return { status: res.status, json: json as T };
  };
}

interface Seeded {
  victimEmail: string;
  teamWithMembers: string;
  firstUser: string;
}

/** Every user-controlled field, one payload per entity, through `call` (server or admin access). */
async function seed(call: Call, label: string, options: { projectFields: boolean; keysAndContacts: boolean }): Promise<Seeded> {
  const victimEmail = uniqueEmail(`xss-victim-${label}`);
  const victim = await store<{ id: string }>(call, 'user display name', 'POST', '/users', {
    primary_email: victimEmail,
    primary_email_auth_enabled: true,
    password: PASSWORD,
    display_name: joinedUpTo256(PAYLOADS),
  });
  if (!victim) throw new Error(`the victim could not be created: ${refusals.get('user display name')}`);
  for (const url of IMAGE_PAYLOADS.slice(0, 1)) await store(call, 'user profile image', 'PATCH', `/users/${victim.id}`, { profile_image_url: url });
  const teams: string[] = [];
  for (const [index, payload] of PAYLOADS.entries()) {
    const team = await store<{ id: string }>(call, 'team name', 'POST', '/teams', { display_name: payload, creator_user_id: victim.id, profile_image_url: index < IMAGE_PAYLOADS.length ? IMAGE_PAYLOADS[index] : undefined });
    if (!team) continue;
    teams.push(team.id);
    // Refused image URLs leave the team without one; store the name alone then.
    if (index < IMAGE_PAYLOADS.length) await store(call, 'team profile image', 'PATCH', `/teams/${team.id}`, { profile_image_url: IMAGE_PAYLOADS[index] });
  }
  const teamWithMembers = teams[0] ?? (await store<{ id: string }>(call, 'team name', 'POST', '/teams', { display_name: 'Members', creator_user_id: victim.id }))!.id;
  let firstUser = victim.id;
  for (const [index, payload] of PAYLOADS.entries()) {
    // The first few users and member profiles also carry a scripting image URL.
    const image = index < IMAGE_PAYLOADS.length ? IMAGE_PAYLOADS[index] : undefined;
    const member = await store<{ id: string }>(call, 'user display name', 'POST', '/users', { primary_email: uniqueEmail(`xss-${label}`), display_name: payload, profile_image_url: image });
    const user = member ?? (await store<{ id: string }>(call, 'user display name', 'POST', '/users', { primary_email: uniqueEmail(`xss-${label}`), display_name: payload }));
    if (!user) continue;
    if (index === 0) firstUser = user.id;
    await store(call, 'team membership', 'POST', `/team-memberships/${teamWithMembers}/${user.id}`, {});
    const profile = await store(call, 'team member profile name', 'PATCH', `/team-member-profiles/${teamWithMembers}/${user.id}`, { display_name: payload, profile_image_url: image });
    if (!profile) await store(call, 'team member profile name', 'PATCH', `/team-member-profiles/${teamWithMembers}/${user.id}`, { display_name: payload });
    if (!options.keysAndContacts) continue;
    await store(call, 'user API key description', 'POST', '/user-api-keys', { user_id: victim.id, description: payload, expires_at_millis: null });
    if (index < 4) {
      await store(call, 'team API key description', 'POST', '/team-api-keys', { team_id: teamWithMembers, description: payload, expires_at_millis: null });
      await store(call, 'contact e-mail', 'POST', '/contact-channels', { user_id: victim.id, type: 'email', value: `"${payload}"@example.com`, used_for_auth: false, is_verified: false });
    }
  }
  await store(call, 'contact e-mail', 'POST', '/contact-channels', { user_id: victim.id, type: 'email', value: `x+'"><img/src=x/onerror=window.__xss=30>@example.com`, used_for_auth: false, is_verified: false });
  await store(call, 'team member profile name', 'PATCH', `/team-member-profiles/${teamWithMembers}/${victim.id}`, { display_name: PAYLOADS[0] });
  if (options.projectFields) {
    await store(call, 'project name and description', 'PATCH', '/internal/projects/current', { display_name: joinedUpTo256(PAYLOADS), description: joinedUpTo256([...PAYLOADS].reverse()) });
  }
  return { victimEmail, teamWithMembers, firstUser };
}

let elementsData: Seeded;
let consoleData: Seeded;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, inMemory: true, checkResponses: true });
  const project = emulator.defaultProject;
  const keys = emulator.defaultProject as typeof project & { secretServerKey?: string; superSecretAdminKey?: string };
  const base = { 'x-stack-project-id': project.id };
  const server = caller({ ...base, 'x-stack-access-type': 'server', 'x-stack-secret-server-key': keys.secretServerKey ?? '' });
  const admin = caller({ ...base, 'x-stack-access-type': 'admin', 'x-stack-super-secret-admin-key': keys.superSecretAdminKey ?? '' });
  elementsData = await seed(server, 'elements', { projectFields: false, keysAndContacts: true });
  // The project's name (handler pages show it) and description.
  await store(admin, 'project name and description', 'PATCH', '/internal/projects/current', { display_name: joinedUpTo256(PAYLOADS), description: joinedUpTo256([...PAYLOADS].reverse()) });
  consoleOwner = await createConsoleOwner(emulator, { projectName: joinedUpTo256(PAYLOADS) });
  const ownerCall = caller({ 'x-stack-project-id': consoleOwner.projectId, 'x-stack-access-type': 'admin', 'x-stack-admin-access-token': consoleOwner.owner.accessToken });
  consoleData = await seed(ownerCall, 'console', { projectFields: true, keysAndContacts: false });
  host = await startPageHost(null, elementPages({ projectId: project.id, publishableClientKey: project.publishableClientKey ?? '', baseUrl: emulator.url, consoleProjectId: () => consoleOwner.projectId }));
  browser = await launchChromium();
  context = await browser.newContext();
  context.setDefaultTimeout(8_000);
  watch = await watchContext(context);
}, 45_000);

afterAll(async () => {
  const mismatches = emulator?.responseMismatches() ?? [];
  await context?.close();
  await browser?.close();
  await host?.close();
  await emulator?.close();
  if (mismatches.length > 0) throw new Error(`The emulator answered against its wire schemas:\n${mismatches.map(formatMismatch).join('\n')}`);
});

const at = (path: string): string => new URL(path, host.url).toString();

/** Records one rendered surface: its URL attributes are checked and the payload text must show as text. */
async function check(page: Page, name: string): Promise<string> {
  surfaces.push(name);
  for (const value of await urlAttributes(page)) if (isScriptingUrl(value)) scriptingUrls.push(`${name}: ${value}`);
  return deepText(page);
}

describe('stored XSS payloads rendered by every element (Chromium, no CSP)', () => {
  it('the tripwire works: a page that runs a payload is caught', async () => {
    const probe = await browser.newContext();
    const probeWatch = await watchContext(probe);
    const page = await probe.newPage();
    await page.setContent(`<div>${PAYLOADS[0]}</div>`);
    await expect.poll(() => probeWatch.xssHits.length).toBe(1);
    await probe.close();
  });

  it('the end-user elements: user button and team switcher menus, settings sections, a team page, the handler page', async () => {
    // The API refuses scripting image URLs, so a hostile or broken server is played here: every
    // profile_image_url the elements read is swapped for one of these (the widget's own filter must hold).
    const apiOrigin = new URL(emulator.url).origin;
    let swapped = 0;
    await context.route(
      (url) => url.origin === apiOrigin && url.pathname.startsWith('/api/v1/'),
      async (route) => {
        if (route.request().method() !== 'GET') return route.continue();
        const response = await route.fetch();
        const body = (await response.text()).replace(/"profile_image_url":(null|"(?:[^"\\]|\\.)*")/g, () => `"profile_image_url":${JSON.stringify(SERVED_IMAGE_URLS[swapped++ % SERVED_IMAGE_URLS.length])}`);
        return route.fulfill({ response, body });
      },
    );
    const page = await context.newPage();
    await page.goto(at('/'));
    const signIn = page.locator('stack-sign-in form').first();
    await signIn.locator('input[name=email]').fill(elementsData.victimEmail);
    await signIn.locator('input[name=password]').fill(PASSWORD);
    await signIn.locator('button[type=submit]').click();
    const userButton = page.locator('stack-user-button button.stack-user-trigger, stack-user-button button').first();
    await page.locator('stack-user-button [data-user-name]').first().waitFor();
    await userButton.click();
    await page.locator('stack-user-button [role=menu]').waitFor();
    expect(await check(page, 'user button menu')).toContain(PAYLOADS[0]);
    await page.keyboard.press('Escape');
    await page.locator('stack-team-switcher button.stack-team-trigger').click();
    await page.locator('stack-team-switcher [role=menu]').waitFor();
    expect(await check(page, 'team switcher menu')).toContain(PAYLOADS[1]);
    await page.keyboard.press('Escape');

    const settings = page.locator('stack-account-settings');
    const texts: Record<string, string> = {};
    // Each section waits for what it lists (the e-mail, a payload), which loads after the section's frame.
    const expectedText: Record<string, string> = { profile: 'Display name', emails: elementsData.victimEmail, 'api-keys': PAYLOADS[4]!, teams: PAYLOADS[5]! };
    for (const [section, text] of Object.entries(expectedText)) {
      await page.goto(at(`/account.html?section=${section}`));
      await settings.locator(`section[data-section="${section}"]`).getByText(text, { exact: false }).first().waitFor();
      texts[section] = await check(page, `settings: ${section}`);
      if (section === 'profile') expect(await settings.locator('input').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).toContain(joinedUpTo256(PAYLOADS));
    }
    expect(texts['api-keys']).toContain(PAYLOADS[4]);
    expect(texts['teams']).toContain(PAYLOADS[5]);
    await page.goto(at(`/account.html?section=${encodeURIComponent(`team:${elementsData.teamWithMembers}`)}`));
    await settings.getByRole('tab', { name: 'Members' }).click();
    await settings.getByText(PAYLOADS[6]!, { exact: false }).first().waitFor();
    expect(await check(page, 'settings: team members')).toContain(PAYLOADS[7]);
    await page.goto(at('/handler/nope'));
    await page.locator('stack-handler h1').waitFor();
    await check(page, 'handler page (project name)');
    await page.close();
    // The route stays for the console's test: it renders the same kinds of images.
    swappedCount = () => swapped;
    expect(swapped).toBeGreaterThan(0);
    expect(watch.xssHits).toEqual([]);
    expect(watch.dialogs).toEqual([]);
    expect(scriptingUrls).toEqual([]);
  }, 40_000);

  it("the owner console: users list and page, teams list and page (members), overview", async () => {
    await signInOwner(context, host.url, consoleOwner.owner);
    const page = await context.newPage();
    const admin = page.locator('stack-project-admin');
    const visits: [string, string][] = [
      ['users', PAYLOADS[8]!],
      [`users/${consoleData.firstUser}`, PAYLOADS[0]!],
      ['teams', PAYLOADS[9]!],
      [`teams/${consoleData.teamWithMembers}`, PAYLOADS[10]!],
      ['overview', PAYLOADS[11]!],
    ];
    for (const [target, expected] of visits) {
      await page.goto(at(`/console.html?page=${encodeURIComponent(target)}`));
      await admin.getByText(expected, { exact: false }).first().waitFor();
      await check(page, `console: ${target}`);
    }
    await page.close();
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    const imageUrlsSwapped = swappedCount();
    const storedCount = [...stored.values()].reduce((sum, n) => sum + n, 0);
    const perField = [...new Set([...stored.keys(), ...refusedByApi.keys()])].map((field) => `${field} ${stored.get(field) ?? 0}/${refusedByApi.get(field) ?? 0}`).join(', ');
    console.log(`stored XSS: ${PAYLOADS.length + IMAGE_PAYLOADS.length} payloads, ${storedCount} stored (field stored/refused: ${perField}), ${imageUrlsSwapped} scripting image URLs served, ${surfaces.length} surfaces, ${watch.xssHits.length} executed, ${watch.dialogs.length} dialogs, ${scriptingUrls.length} javascript: URLs`);
    console.log(`stored XSS refusals: ${[...refusals].map(([field, answer]) => `${field}: ${answer}`).join(' | ')}`);
    expect(watch.xssHits).toEqual([]);
    expect(watch.dialogs).toEqual([]);
    expect(scriptingUrls).toEqual([]);
    expect(watch.pageErrors).toEqual([]);
  }, 40_000);
});
