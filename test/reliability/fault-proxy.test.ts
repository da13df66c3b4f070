// A scripted person in real Chromium, with a fault-injecting proxy (test/support/fault-proxy.ts) between
// the page and the emulator on 127.0.0.1: over fixed-seed rounds they sign up, sign out, sign in, create
// a team, invite someone, create an API key, add a contact e-mail, save a display name and sign out,
// pressing "Try again" or submitting again like a person. The emulator's own records (server API) then
// say whether a write was done twice or reported failed although done. Figures expected: all 0.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useDemoBrowser } from '../support/browser';
import { hostPageHtml, serveHostPages, type HostPageServer } from '../support/host-page';
import { FAULT_KINDS, startFaultProxy, type FaultKind, type FaultProxy } from '../support/fault-proxy';
import { serverRecords, type RoundNames } from '../support/server-records';
import { notInWords, ScriptedPerson, SILENT, UNREACHABLE, type Outcome } from '../support/scripted-person';

const SEED = 20261125;
const ROUNDS = Number(process.env.FAULT_ROUNDS ?? 6);
/** FAULT_VERBOSE=1 prints each action as it ends (for reading a run, not for CI). */
const VERBOSE = process.env.FAULT_VERBOSE === '1';
const PASSWORD = 'correct-horse-42';
const WRITE_RATE = 0.3;
const READ_RATE = 0.1;
const ALL_FAULTS: readonly FaultKind[] = FAULT_KINDS;
const READ_FAULTS: readonly FaultKind[] = ['429', '500', '503', 'reset-before', 'latency', 'cut-body'];

type ActionName = 'sign-up' | 'sign-out' | 'sign-in' | 'create team' | 'invite' | 'API key' | 'contact e-mail' | 'display name' | 'final sign-out';

interface ActionRecord {
  round: number;
  action: ActionName;
  outcome: Outcome;
  /** Faults the proxy injected while the action ran ('kind METHOD path'). */
  faults: string[];
}

const fixture = useDemoBrowser();
let proxy: FaultProxy;
let pages: HostPageServer;
let pageOrigin: string;
const records: ActionRecord[] = [];
const figures = { sessionsLost: 0, duplicatedWrites: 0, falseFailures: 0, errorsNotInWords: 0 };
const details: Record<keyof typeof figures, string[]> = { sessionsLost: [], duplicatedWrites: [], falseFailures: [], errorsNotInWords: [] };
const people: ScriptedPerson[] = [];

beforeAll(async () => {
  proxy = await startFaultProxy({
    target: fixture.demo.emulator.url,
    seed: SEED,
    latencyMs: [300, 2000],
    rules: [
      { method: ['POST', 'PATCH', 'DELETE'], rate: WRITE_RATE, kinds: ALL_FAULTS },
      { method: 'GET', rate: READ_RATE, kinds: READ_FAULTS },
    ],
  });
  pages = await serveHostPages((url) => {
    if (url.pathname !== '/' && url.pathname !== '/account') return null;
    return hostPage(url.pathname === '/' ? null : url.searchParams.get('section') ?? 'profile');
  });
  // localhost, like the demo: a loopback page may call the loopback API.
  pageOrigin = pages.origin;
});

afterAll(async () => {
  await proxy?.close();
  await pages?.close();
});

/** The customer's page: the script tag points at the proxy; `/` signs in or up, `/account` is settings. */
function hostPage(section: string | null): string {
  const project = fixture.demo.emulator.defaultProject;
  const body =
    section === null
      ? '<stack-sign-up></stack-sign-up><stack-sign-in></stack-sign-in>'
      : `<stack-account-settings section="${section.replace(/[^a-z0-9:-]/gi, '')}"></stack-account-settings>`;
  return hostPageHtml({
    title: 'Fault proxy',
    scriptOrigin: fixture.demo.url,
    project,
    baseUrl: proxy.url,
    data: { 'sign-in-url': '/', 'sign-up-url': '/', 'request-timeout': '8000' },
    body: `<header><stack-user-button></stack-user-button></header>\n    <main>${body}</main>`,
  });
}

async function hasRefreshCookie(context: BrowserContext): Promise<boolean> {
  return (await context.cookies()).some((cookie) => cookie.name.startsWith('stack-refresh'));
}

const serverState = (names: RoundNames) => serverRecords(fixture.demo.emulator.url, fixture.demo.emulator.defaultProject, names);

/** One round of the person (its actions go to `records`); returns the person, for the words of failed reads. */
async function round(n: number, page: Page, context: BrowserContext): Promise<ScriptedPerson> {
  const tag = `r${n}-${Math.random().toString(36).slice(2, 7)}`;
  const names: RoundNames = {
    email: `faults-${tag}@example.com`,
    team: `Faulty team ${tag}`,
    invitee: `invitee-${tag}@example.com`,
    keyDescription: `Fault key ${tag}`,
    contact: `contact-${tag}@example.com`,
    displayName: `Faulty Person ${n}`,
  };
  const person = new ScriptedPerson(page);
  people.push(person);
  const userButton = page.locator('stack-user-button');
  // The menu trigger names the person (e-mail, then display name once saved).
  const signedInButton = userButton.locator('button.stack-user-trigger');
  const signInLink = userButton.getByRole('link', { name: 'Sign in' });
  const settings = page.locator('stack-account-settings');
  let teamId: string | null = null;

  const act = async (action: ActionName, steps: Parameters<ScriptedPerson['perform']>[0]): Promise<Outcome> => {
    const from = proxy.log.length;
    const started = Date.now();
    const outcome = await person.perform(steps);
    const faults = proxy.log.slice(from).flatMap((entry) => (entry.fault ? [`${entry.fault} ${entry.method} ${entry.path.replace('/api/v1', '')}`] : []));
    records.push({ round: n, action, outcome, faults });
    if (VERBOSE) console.log(`round ${n} ${action}: ${outcome.final} after ${outcome.submits} submit(s), ${((Date.now() - started) / 1000).toFixed(1)} s; faults ${faults.join(', ') || 'none'}; words ${JSON.stringify(outcome.failures)}`);
    return outcome;
  };
  const openAccount = async (section: string) => {
    await page.goto(`${pageOrigin}/account?section=${encodeURIComponent(section)}`, { waitUntil: 'domcontentloaded' });
  };
  /** The person expects to be signed in: the user button names them and the refresh cookie is there. */
  const stillSignedIn = async (after: ActionName): Promise<boolean> => {
    await person.reach(signedInButton.or(signInLink), 20_000);
    const ui = !(await signInLink.isVisible().catch(() => false));
    const cookie = await hasRefreshCookie(context);
    if (ui && cookie) return true;
    figures.sessionsLost++;
    details.sessionsLost.push(`round ${n}, after ${after}: ${ui ? '' : 'user button says "Sign in"; '}${cookie ? '' : 'no refresh cookie'}`);
    return false;
  };
  const signOut = (action: ActionName) =>
    act(action, {
      scope: userButton,
      open: async () => {
        if (!(await person.reach(signedInButton.or(signInLink)))) return false;
        if (!(await signedInButton.isVisible())) return false;
        await signedInButton.click();
        return true;
      },
      submit: page.getByRole('menuitem', { name: 'Sign out' }),
      success: signInLink,
    }).then(async (outcome) => {
      // Signing out leads to the home page: let that navigation end before the next step.
      await page.waitForURL(`${pageOrigin}/`, { timeout: 10_000 }).catch(() => undefined);
      await page.waitForLoadState();
      return outcome;
    });
  const signedOutAfterReload = async (): Promise<boolean> => {
    await page.reload();
    await person.reach(signedInButton.or(signInLink), 20_000);
    return signInLink.isVisible();
  };

  // Sign up.
  const signUpForm = page.locator('stack-sign-up form');
  const signUp = await act('sign-up', {
    scope: page.locator('stack-sign-up'),
    open: async () => {
      await page.goto(`${pageOrigin}/`, { waitUntil: 'domcontentloaded' });
      if (!(await person.reach(signUpForm.locator('input[name=email]')))) return false;
      await signUpForm.locator('input[name=email]').fill(names.email);
      await signUpForm.locator('input[name=password]').fill(PASSWORD);
      await signUpForm.locator('input[name=repeat-password]').fill(PASSWORD);
      return true;
    },
    submit: signUpForm.locator('button[type=submit]'),
    fields: [
      [signUpForm.locator('input[name=email]'), names.email],
      [signUpForm.locator('input[name=password]'), PASSWORD],
      [signUpForm.locator('input[name=repeat-password]'), PASSWORD],
    ],
    success: signedInButton,
    giveUp: /already exists/,
  });
  if (signUp.final === 'success') {
    if (await stillSignedIn('sign-up')) {
      const out = await signOut('sign-out');
      if (out.final === 'failure' && (await signedOutAfterReload())) falseFailure(n, 'sign-out', out, 'the page is signed out');
    }
  } else if ((await serverState(names)).accounts > 0) {
    falseFailure(n, 'sign-up', signUp, 'the account exists');
  }

  // Sign in.
  const signInForm = page.locator('stack-sign-in form');
  const signIn = await act('sign-in', {
    scope: page.locator('stack-sign-in'),
    open: async () => {
      await page.goto(`${pageOrigin}/`, { waitUntil: 'domcontentloaded' });
      if (!(await person.reach(signInForm.locator('input[name=email]')))) return false;
      await signInForm.locator('input[name=email]').fill(names.email);
      await signInForm.locator('input[name=password]').fill(PASSWORD);
      return true;
    },
    submit: signInForm.locator('button[type=submit]'),
    fields: [
      [signInForm.locator('input[name=email]'), names.email],
      [signInForm.locator('input[name=password]'), PASSWORD],
    ],
    success: signedInButton,
  });
  if (signIn.final === 'failure') {
    if (!(await signedOutAfterReload())) falseFailure(n, 'sign-in', signIn, 'the page is signed in');
    else return person;
  }
  if (!(await stillSignedIn('sign-in'))) return person;

  // Create a team in account settings.
  const teamsSection = settings.locator('section[data-section="teams"]');
  const createDialog = settings.getByRole('dialog', { name: 'Create a team' });
  const teamPage = settings.locator('section[data-section="team"]');
  const team = await act('create team', {
    scope: createDialog,
    open: async () => {
      await openAccount('teams');
      const create = teamsSection.getByRole('button', { name: 'Create a team' });
      if (!(await person.reach(create))) return false;
      await create.click();
      await createDialog.locator('input[name=team-name]').fill(names.team);
      return true;
    },
    submit: createDialog.getByRole('button', { name: 'Create team' }),
    fields: [[createDialog.locator('input[name=team-name]'), names.team]],
    success: teamPage.getByRole('heading', { name: names.team, exact: true }),
  });
  if (team.final === 'success') teamId = await teamPage.getAttribute('data-team-id');
  else teamId = (await serverState(names)).teamIds[0] ?? null;
  if (!(await stillSignedIn('create team'))) return person;

  // Invite someone to it, on the team's Invitations tab.
  if (teamId !== null) {
    const id = teamId;
    const invite = settings.locator(`section[data-section="team"][data-team-id="${id}"] [data-section="team-invite"]`);
    await act('invite', {
      scope: invite,
      open: async () => {
        const page = settings.locator(`section[data-section="team"][data-team-id="${id}"]`);
        if (!(await page.isVisible())) await openAccount(`team:${id}`);
        const tab = page.getByRole('tab', { name: 'Invitations' });
        if (!(await person.reach(tab))) return false;
        await tab.click();
        if (!(await person.reach(invite.locator('input[name=invite-email]')))) return false;
        await invite.locator('input[name=invite-email]').fill(names.invitee);
        return true;
      },
      submit: invite.getByRole('button', { name: 'Send invitation' }),
      fields: [[invite.locator('input[name=invite-email]'), names.invitee]],
      success: invite.getByRole('status').getByText(`Invitation sent to ${names.invitee}.`),
    });
    if (!(await stillSignedIn('invite'))) return person;
  }

  // A personal API key.
  const keysSection = settings.locator('section[data-section="api-keys"]');
  const keyDialog = settings.getByRole('dialog', { name: 'Create an API key' });
  const secretDialog = settings.getByRole('dialog', { name: 'Save your API key' });
  const key = await act('API key', {
    scope: keyDialog,
    open: async () => {
      await openAccount('api-keys');
      const create = keysSection.getByRole('button', { name: 'Create API key' });
      if (!(await person.reach(create))) return false;
      await create.click();
      await keyDialog.getByLabel('Description').fill(names.keyDescription);
      return true;
    },
    submit: keyDialog.getByRole('button', { name: 'Create key' }),
    fields: [[keyDialog.getByLabel('Description'), names.keyDescription]],
    success: secretDialog,
  });
  if (key.final === 'success') await secretDialog.getByRole('button', { name: 'I understand, I saved it' }).click();
  if (!(await stillSignedIn('API key'))) return person;

  // A contact e-mail.
  const emailsSection = settings.locator('section[data-section="emails"]');
  await act('contact e-mail', {
    scope: emailsSection,
    open: async () => {
      await openAccount('emails');
      if (!(await person.reach(emailsSection.locator('input[name=newEmail]')))) return false;
      await emailsSection.locator('input[name=newEmail]').fill(names.contact);
      return true;
    },
    submit: emailsSection.locator('button[type=submit]'),
    fields: [[emailsSection.locator('input[name=newEmail]'), names.contact]],
    success: emailsSection.getByRole('status').getByText(`Added ${names.contact}.`),
    giveUp: /already added|already used/,
  });
  if (!(await stillSignedIn('contact e-mail'))) return person;

  // The display name.
  const profile = settings.locator('section[data-section="profile"]');
  await act('display name', {
    scope: profile,
    open: async () => {
      await openAccount('profile');
      if (!(await person.reach(profile.locator('input[name=displayName]')))) return false;
      await profile.locator('input[name=displayName]').fill(names.displayName);
      return true;
    },
    submit: profile.getByRole('button', { name: 'Save' }),
    fields: [[profile.locator('input[name=displayName]'), names.displayName]],
    success: profile.getByRole('status').getByText('Saved.'),
  });
  if (!(await stillSignedIn('display name'))) return person;

  const out = await signOut('final sign-out');
  if (out.final === 'failure' && (await signedOutAfterReload())) falseFailure(n, 'final sign-out', out, 'the page is signed out');

  // What the emulator holds: each write once, and a failure word only where it holds nothing.
  const state = await serverState(names);
  const counts: [ActionName, number][] = [
    ['sign-up', state.accounts],
    ['create team', state.teams],
    ['invite', state.invitations],
    ['API key', state.keys],
    ['contact e-mail', state.channels],
  ];
  for (const [action, count] of counts) {
    const record = records.find((r) => r.round === n && r.action === action);
    if (count > 1) {
      figures.duplicatedWrites += count - 1;
      details.duplicatedWrites.push(`round ${n}, ${action}: ${count} on the server after ${record?.outcome.submits ?? '?'} submit(s); faults ${record?.faults.join(', ') || 'none'}`);
    }
    if (record && record.outcome.final === 'failure' && count > 0 && action !== 'sign-up') falseFailure(n, action, record.outcome, `the server has ${count}`);
  }
  const nameRecord = records.find((r) => r.round === n && r.action === 'display name');
  if (nameRecord?.outcome.final === 'failure' && state.displayName === names.displayName) falseFailure(n, 'display name', nameRecord.outcome, 'the server has the name');
  return person;
}

function falseFailure(n: number, action: ActionName, outcome: Outcome, fact: string): void {
  figures.falseFailures++;
  const faults = records.find((r) => r.round === n && r.action === action)?.faults.join(', ') || 'none';
  details.falseFailures.push(`round ${n}, ${action}: "${outcome.failures.at(-1) ?? ''}" although ${fact}; faults ${faults}`);
}

describe('a scripted person through a fault-injecting proxy (Chromium)', () => {
  it(`${ROUNDS} rounds: no session lost, no duplicated write, no false failure, every failure in words`, { timeout: 170_000 }, async () => {
    for (let n = 1; n <= ROUNDS; n++) {
      const context = await fixture.freshContext();
      const page = fixture.watchErrors(await context.newPage(), { consoleErrors: false });
      const started = Date.now();
      await round(n, page, context).catch((error: unknown) => {
        throw new Error(`round ${n}: ${error instanceof Error ? error.message : String(error)}`);
      });
      if (VERBOSE) console.log(`round ${n} took ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    // Every failure text read, by the forms and on failed reads, was words (and there were words).
    const texts = [...records.flatMap((r) => r.outcome.failures.map((text) => [`round ${r.round}, ${r.action}`, text])), ...people.flatMap((p) => p.readFailures.map((text) => ['a failed read', text]))];
    for (const [where, text] of texts) {
      if (text === SILENT || text === UNREACHABLE || notInWords(text ?? '')) {
        figures.errorsNotInWords++;
        details.errorsNotInWords.push(`${where}: "${text}"`);
      }
    }
    const unreachable = people.flatMap((person) => person.unreachable);
    const resent = proxy.resentWrites();
    const tryAgainPresses = people.reduce((sum, person) => sum + person.tryAgainPresses, 0);

    const injected = FAULT_KINDS.map((kind) => `${kind} ${proxy.injected[kind]}`).join(', ');
    const perAction = [...new Set(records.map((r) => r.action))]
      .map((action) => {
        const of = records.filter((r) => r.action === action);
        return `${action} ${of.filter((r) => r.outcome.final === 'success').length}/${of.length} ok`;
      })
      .join(', ');
    console.log(
      [
        `fault proxy (seed ${SEED}, ${ROUNDS} rounds, ${proxy.log.length} requests, ${records.length} actions): sessions lost ${figures.sessionsLost}, duplicated writes ${figures.duplicatedWrites}, false failures ${figures.falseFailures}, errors not in words ${figures.errorsNotInWords}`,
        `  faults injected: ${injected}`,
        `  actions: ${perAction}; one write forwarded twice with the same nonce (SDK retry or browser resend) ${resent.length}; "Try again" presses on reads ${tryAgainPresses}`,
        ...resent.map((r) => `  one write forwarded ${r.statuses.length} times: ${r.method} ${r.path.replace('/api/v1', '')}, the emulator answered ${r.statuses.join(', ')}`),
        ...unreachable.map((text) => `  a form that never showed; the elements showed: ${text}`),
        ...Object.entries(details).flatMap(([figure, lines]) => lines.map((line) => `  ${figure}: ${line}`)),
      ].join('\n'),
    );
    // A miss prints every action with its faults: a change of timing or of requests made can move a fault to another action.
    if (Object.values(figures).some((count) => count > 0)) {
      people.forEach((person, index) => {
        if (person.tryAgainPresses > 0) console.log(`round ${index + 1}: "Try again" pressed ${person.tryAgainPresses} time(s) on failed reads, which showed ${JSON.stringify(person.readFailures)}`);
      });
      for (const r of records) console.log(`round ${r.round} ${r.action}: ${r.outcome.final} after ${r.outcome.submits} submit(s); faults ${r.faults.join(', ') || 'none'}; words ${JSON.stringify(r.outcome.failures)}`);
    }
    expect(figures).toEqual({ sessionsLost: 0, duplicatedWrites: 0, falseFailures: 0, errorsNotInWords: 0 });
  });
});
