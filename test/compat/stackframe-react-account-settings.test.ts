// The official @stackframe/react components, unchanged and with no endpoint stubbed, against the emulator in
// real Chromium: <AccountSettings /> sends a signed-out visitor to <SignIn />, who signs up through <SignUp />
// and comes back to the settings; they render the account (profile, e-mails, notifications, sessions, team),
// the display name is edited through the official UI, and the emulator answers no request with 404 or 500.
import { chromium, type Browser, type BrowserContext, type Locator, type Page, type Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, serverHeaders } from '../integration/emulator/helpers';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/browser';
import { useEmulator } from '../support/emulator';
import { startOfficialPage, type OfficialPage } from '../support/official-react-page';
import { uniqueEmail } from '../support/unique-email';

const emu = useEmulator({ project: { displayName: 'official react ui' } });
let site: OfficialPage | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  [site, browser] = await Promise.all([
    startOfficialPage({ projectId: emu.project.id, publishableClientKey: emu.project.publishableClientKey, baseUrl: emu.url }),
    chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

interface ApiAnswer {
  method: string;
  path: string;
  /** The real status: the SDK asks for 4xx as 200 + x-stack-actual-status. */
  status: number;
  knownError: string | undefined;
}

/** Every answer of the emulator to the page (real status), requests that got none, and uncaught page errors. */
function watchPage(page: Page) {
  const answers: ApiAnswer[] = [];
  const failed: string[] = [];
  const pageErrors: string[] = [];
  page.on('response', (response: Response) => {
    if (!response.url().startsWith(emu.url)) return;
    const headers = response.headers();
    const actual = headers['x-stack-actual-status'];
    answers.push({
      method: response.request().method(),
      path: new URL(response.url()).pathname.replace(/^\/api\/v1/, ''),
      status: actual ? Number(actual) : response.status(),
      knownError: headers['x-stack-known-error'],
    });
  });
  page.on('requestfailed', (request) => {
    // ERR_ABORTED: the page navigated away (the sign-in redirect, a reload) before the answer came.
    if (request.url().startsWith(emu.url) && request.failure()?.errorText !== 'net::ERR_ABORTED') failed.push(`${request.method()} ${request.url()}: ${request.failure()?.errorText}`);
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { answers, failed, pageErrors };
}

/** The user of the SDK's access-token cookie (`stack-access` / `hexclave-access`: [refresh token, access token]). */
async function signedInUserId(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((candidate) => /^(stack|hexclave)-access$/.test(candidate.name));
  if (!cookie) throw new Error('no access-token cookie after sign-up');
  const [, accessToken] = JSON.parse(decodeURIComponent(cookie.value)) as [string, string];
  return (JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
}

/** The settings render each section for the desktop and (hidden by CSS) the mobile layout: the visible one. */
const shown = (locator: Locator): Locator => locator.filter({ visible: true });

/** An answer to the event tracker's batch upload sent with the given content type. */
const isBatch = (response: Response, contentType: string): boolean =>
  response.url().endsWith('/analytics/events/batch') && response.request().headers()['content-type'] === contentType;

const SHOT = '/tmp/official-react-account-settings.png';
const SIGN_IN_SHOT = '/tmp/official-react-sign-in.png';
const EMAILS_SHOT = '/tmp/official-react-account-settings-emails.png';

describe('official @stackframe/react AccountSettings on the emulator', () => {
  it('signs up through <SignIn>/<SignUp>, renders the settings, and edits the display name', async () => {
    const context = await browser!.newContext({ viewport: { width: 1280, height: 900 } });
    // Stripe's script, which the official package loads for its payments panel, is off the network here.
    await context.route('https://js.stripe.com/**', (route) => route.abort());
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    const seen = watchPage(page);
    const email = uniqueEmail('official-react');
    const password = 'correct-horse-battery-1';
    const why = () => JSON.stringify(seen, null, 1);

    // Signed out, the settings send the visitor to <SignIn />, which links to <SignUp />.
    await page.goto(`${site!.url}/account-settings`);
    await page.waitForURL(`${site!.url}/sign-in?after_auth_return_to=%2Faccount-settings`);
    await page.getByText('Sign in to your account').waitFor();
    await page.screenshot({ path: SIGN_IN_SHOT });
    await page.getByRole('link', { name: 'Sign up' }).click();
    await page.getByText('Create a new account').waitFor();
    await page.locator('#email').fill(email);
    await page.locator('#password').fill(password);
    await page.locator('#repeat-password').fill(password);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL(`${site!.url}/account-settings`);
    const userId = await signedInUserId(context);

    // The server gives the person a name and a team; the settings show both after a reload.
    const server = serverHeaders(emu.project);
    expect((await call(emu, `/users/${userId}`, { method: 'PATCH', headers: server, body: { display_name: 'Ada Server' } })).status).toBe(200);
    const team = await call(emu, '/teams', { headers: server, body: { display_name: 'Analytical Engines', creator_user_id: userId } });
    expect(team.status, team.text).toBe(201);
    await page.reload();

    await page.getByRole('heading', { name: 'Account Settings' }).waitFor();
    for (const item of ['My Profile', 'Emails & Auth', 'Notifications', 'Active Sessions', 'Settings']) {
      await page.getByRole('button', { name: item, exact: true }).waitFor();
    }
    // The team's entry carries its initial as an icon before the name.
    await page.getByRole('button', { name: 'Analytical Engines' }).waitFor();
    const userName = page.getByText('User name', { exact: true }).locator('xpath=../..');
    await userName.getByText('Ada Server', { exact: true }).waitFor();
    await page.screenshot({ path: SHOT });

    // Edit the display name through the official UI: it reaches the emulator.
    await userName.getByRole('button').click();
    await userName.getByRole('textbox').fill('Ada Lovelace');
    const saved = page.waitForResponse((response) => response.url().endsWith('/users/me') && response.request().method() === 'PATCH');
    await userName.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await userName.getByText('Ada Lovelace', { exact: true }).waitFor();
    const stored = await call(emu, `/users/${userId}`, { headers: server });
    expect(stored.json.display_name, why()).toBe('Ada Lovelace');

    // The other sections show the account's e-mail, notification categories and this session.
    await page.getByRole('button', { name: 'Emails & Auth', exact: true }).click();
    const emailRow = page.getByRole('row').filter({ hasText: email });
    await emailRow.getByText('Primary', { exact: true }).waitFor();
    await shown(page.getByText('Update your password')).waitFor();
    await page.screenshot({ path: EMAILS_SHOT });
    await page.getByRole('button', { name: 'Notifications', exact: true }).click();
    await shown(page.getByText('Marketing', { exact: true })).waitFor();
    await page.getByRole('button', { name: 'Active Sessions', exact: true }).click();
    await shown(page.getByText('Current Session')).waitFor();
    await page.getByRole('button', { name: 'Analytical Engines' }).click();
    await shown(page.getByText('Team display name')).waitFor();

    // The SDK's event tracker posts its batches itself: as JSON when the page is hidden, gzip-compressed
    // (CompressionStream) every 10 s otherwise. The emulator reads both and declines them, as without analytics.
    const hidden = page.waitForResponse((response) => isBatch(response, 'application/json'));
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    expect((await hidden).headers()['x-stack-known-error'], why()).toBe('ANALYTICS_NOT_ENABLED');
    const compressed = page.waitForResponse((response) => isBatch(response, 'application/octet-stream'), { timeout: 15_000 });
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await shown(page.getByText('End your current session')).waitFor();
    expect((await compressed).headers()['x-stack-known-error'], why()).toBe('ANALYTICS_NOT_ENABLED');

    const paths = seen.answers.map((answer) => `${answer.method} ${answer.path}`);
    expect(paths, why()).toEqual(
      expect.arrayContaining([
        `GET /payments/billing/user/${userId}`,
        `GET /payments/products/user/${userId}`,
        `GET /payments/products/team/${team.json.id}`,
        'POST /analytics/events/batch',
      ]),
    );
    const broken = seen.answers.filter((answer) => answer.status === 404 || answer.status >= 500);
    expect(broken, why()).toEqual([]);
    expect(seen.failed, why()).toEqual([]);
    expect(seen.pageErrors, why()).toEqual([]);
    await context.close();
  }, 60_000);
});
