// The local dashboard (issue 13): a seeded owner of the internal project whose team owns the default
// project (defaults, options and env; idempotent on a data folder; added to folders made before it; its
// password this database's own, issue 29), and GET / serving the console page with a strict CSP and the
// built console script.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../emulator/db/open';
import { ownerAdminHeaders } from '../../support/internal-project';
import { DEFAULT_OWNER_EMAIL, LOCAL_OWNER_TEAM_ID, type OwnerCredentials } from '../../../emulator/projects/seed-owner';
import { startEmulator, type RunningEmulator } from '../../../emulator/server';
import { call, clientHeaders, serverHeaders, uniqueEmail } from './helpers';

const ADMIN_SCRIPT = fileURLToPath(new URL('../../../dist/stack-admin.js', import.meta.url));
const OWNER_ENV = ['STACK_EMULATOR_OWNER_EMAIL', 'STACK_EMULATOR_OWNER_PASSWORD'] as const;
// Starting an emulator takes seconds on a busy machine; each test starts at most one.
const START_TIMEOUT_MS = 90_000;

let dataDir: string;
let emu: RunningEmulator | undefined;
const savedEnv = Object.fromEntries(OWNER_ENV.map((name) => [name, process.env[name]]));

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'stack-emulator-dashboard-'));
  // The defaults are what these tests expect unless a test sets the variables itself.
  for (const name of OWNER_ENV) delete process.env[name];
});
afterEach(async () => {
  await emu?.close();
  emu = undefined;
  for (const name of OWNER_ENV) delete process.env[name];
});
afterAll(async () => {
  for (const name of OWNER_ENV) if (savedEnv[name] !== undefined) process.env[name] = savedEnv[name];
  await rm(dataDir, { recursive: true, force: true });
});

/** The seeded owner of a development-mode emulator (never null there). */
function ownerOf(running: RunningEmulator): OwnerCredentials {
  if (!running.owner) throw new Error('a development-mode emulator seeds an owner');
  return running.owner;
}

/** Signs in on `internal` over HTTP; returns the tokens (or the failed answer's status). */
async function signInOwner(running: RunningEmulator, credentials: { email: string; password: string }) {
  const res = await call(running, '/auth/password/sign-in', { headers: clientHeaders(running.internalProject), body: credentials });
  return { status: res.status, accessToken: res.json?.access_token as string, userId: res.json?.user_id as string };
}

/** The projects the signed-in owner's teams own (GET /internal/projects), as [id, display name]. */
async function ownedProjects(running: RunningEmulator, accessToken: string): Promise<[string, string][]> {
  const res = await call(running, '/internal/projects', { headers: clientHeaders(running.internalProject, { 'x-stack-access-token': accessToken }) });
  expect(res.status).toBe(200);
  return (res.json.items as { id: string; display_name: string }[]).map((p) => [p.id, p.display_name]);
}

/** The internal project's users with this e-mail (server access, search). */
async function usersWithEmail(running: RunningEmulator, email: string): Promise<string[]> {
  const res = await call(running, `/users?query=${encodeURIComponent(email)}`, { headers: serverHeaders(running.internalProject) });
  expect(res.status).toBe(200);
  return (res.json.items as { id: string; primary_email: string | null }[]).filter((u) => u.primary_email === email).map((u) => u.id);
}

describe('the seeded owner', () => {
  it('signs in with the default address and the printed password, and lists the default project as theirs', { timeout: START_TIMEOUT_MS }, async () => {
    emu = await startEmulator({ port: 0, dataDir });
    expect(ownerOf(emu).email).toBe(DEFAULT_OWNER_EMAIL);
    const owner = await signInOwner(emu, ownerOf(emu));
    expect(owner.status).toBe(200);
    expect(await ownedProjects(emu, owner.accessToken)).toEqual([[emu.defaultProject.id, 'Demo Project']]);
    // The owner's access token is an admin access token for the project their team owns.
    const current = await call(emu, '/internal/projects/current', { headers: ownerAdminHeaders(emu.defaultProject.id, owner.accessToken) });
    expect(current.status).toBe(200);
    expect(current.json.owner_team_id).toBe(LOCAL_OWNER_TEAM_ID);
    // A wrong password is refused like any other.
    expect((await signInOwner(emu, { email: DEFAULT_OWNER_EMAIL, password: 'not-the-password' })).status).toBe(400);
  });

  it('stays one owner on a second start on the same data folder', { timeout: START_TIMEOUT_MS }, async () => {
    emu = await startEmulator({ port: 0, dataDir });
    const owners = await usersWithEmail(emu, DEFAULT_OWNER_EMAIL);
    expect(owners).toHaveLength(1);
    const owner = await signInOwner(emu, ownerOf(emu));
    expect(owner.userId).toBe(owners[0]);
    expect(await ownedProjects(emu, owner.accessToken)).toEqual([[emu.defaultProject.id, 'Demo Project']]);
  });

  it('is added to a data folder made before the owner existed', { timeout: START_TIMEOUT_MS }, async () => {
    // Put the folder back the way older emulators left it: no owner, no owner team, an unowned default project.
    const db = await openDatabase({ dataDir });
    try {
      await db.query("DELETE FROM users WHERE project_id = 'internal'");
      await db.query('DELETE FROM teams WHERE id = $1', [LOCAL_OWNER_TEAM_ID]);
      await db.query('UPDATE projects SET owner_team_id = NULL WHERE owner_team_id = $1', [LOCAL_OWNER_TEAM_ID]);
    } finally {
      await db.close();
    }
    emu = await startEmulator({ port: 0, dataDir });
    expect(await usersWithEmail(emu, DEFAULT_OWNER_EMAIL)).toHaveLength(1);
    const owner = await signInOwner(emu, ownerOf(emu));
    expect(owner.status).toBe(200);
    expect(await ownedProjects(emu, owner.accessToken)).toEqual([[emu.defaultProject.id, 'Demo Project']]);
  });

  it('takes its e-mail from the environment and its password from the options (options win)', { timeout: START_TIMEOUT_MS }, async () => {
    const email = uniqueEmail('local-owner');
    process.env.STACK_EMULATOR_OWNER_EMAIL = email;
    process.env.STACK_EMULATOR_OWNER_PASSWORD = 'env-password-loses';
    emu = await startEmulator({ port: 0, inMemory: true, owner: { password: 'options-password-wins' } });
    expect(emu.owner).toEqual({ email, password: 'options-password-wins' });
    const owner = await signInOwner(emu, { email, password: 'options-password-wins' });
    expect(owner.status).toBe(200);
    expect(await ownedProjects(emu, owner.accessToken)).toEqual([[emu.defaultProject.id, 'Demo Project']]);
    // Neither the default owner nor the environment's password exists here.
    expect((await signInOwner(emu, { email: DEFAULT_OWNER_EMAIL, password: 'options-password-wins' })).status).toBe(400);
    expect((await signInOwner(emu, { email, password: 'env-password-loses' })).status).toBe(400);
  });

  it('refuses to start with a password the sign-in rules would refuse', async () => {
    await expect(startEmulator({ port: 0, inMemory: true, owner: { password: 'short' } })).rejects.toThrow(/at least 8 characters/);
  });
});

describe('GET / (the local dashboard)', () => {
  it('serves the console page of the default project with a strict CSP and the built console script', { timeout: START_TIMEOUT_MS }, async () => {
    expect(existsSync(ADMIN_SCRIPT), 'dist/stack-admin.js is missing: run `npm run build` first').toBe(true);
    emu = await startEmulator({ port: 0, inMemory: true });
    expect(emu.dashboardUrl).toBe(`${emu.url}/`);
    const page = await fetch(emu.dashboardUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = (page.headers.get('content-security-policy') ?? '').split(';').map((d) => d.trim());
    expect(csp).toEqual(expect.arrayContaining(["script-src 'self'", "style-src 'self'", "connect-src 'self'", "img-src 'self' data:"]));
    const html = await page.text();
    expect(html).toContain(`<stack-project-admin base-url="${emu.url}" project-id="${emu.defaultProject.id}">`);
    // No inline script or style: every script and stylesheet is a file of the emulator's own origin.
    expect(html).not.toMatch(/<style|style=|<script(?![^>]*\ssrc=)/);
    const scriptSrc = /<script src="([^"]+)"/.exec(html)?.[1];
    const styleHref = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1];
    expect(scriptSrc).toMatch(/^\/dashboard\//);
    expect(styleHref).toMatch(/^\/dashboard\//);

    const script = await fetch(new URL(scriptSrc!, emu.url));
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await script.text()).toContain('stack-project-admin');
    const styles = await fetch(new URL(styleHref!, emu.url));
    expect(styles.status).toBe(200);
    expect(styles.headers.get('content-type')).toMatch(/^text\/css/);

    // The API's own root and unknown paths are unchanged (PROTOCOL.md §1.7).
    const apiRoot = await fetch(`${emu.url}/api/v1`);
    expect(await apiRoot.text()).toMatch(/^Welcome to the Stack API endpoint!/);
    const unknown = await fetch(`${emu.url}/api/v1/no-such-path`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toMatch(/^404 — this page does not exist in Stack Auth's API\./);
  });
});
