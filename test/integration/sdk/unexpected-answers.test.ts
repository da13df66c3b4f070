// A server that breaks the wire contract (issue 30): the emulator answers, a proxy changes one answer's
// JSON (a required field missing, a field of the wrong type), and the SDK throws UnexpectedAnswerError
// naming the endpoint and the field, at the call, for one endpoint of each area and access level.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StackClientApp } from '../../../src/core/apps/client-app';
import type { StackAdminApp } from '../../../src/core/apps/admin/admin-app';
import type { StackServerApp } from '../../../src/core/apps/server/server-app';
import { UnexpectedAnswerError } from '../../../src/core/http/errors';
import { useEmulator } from '../../support/emulator';
import { startOutcomeProxy, type OutcomeProxy } from '../../support/outcome-proxy';
import { makeAdminApp } from './admin-helpers';
import { makeApp, makeServerApp, PASSWORD, uniqueEmail } from './helpers';

const emu = useEmulator({ project: { displayName: 'Broken answers', config: { client_team_creation_enabled: true, allow_user_api_keys: true } } });
let proxy: OutcomeProxy;

beforeAll(async () => {
  proxy = await startOutcomeProxy(emu.url);
});
afterAll(async () => {
  await proxy.close();
});

type Json = Record<string, unknown>;
/** The first listed item of a list envelope. */
const firstItem = (json: unknown): Json => ((json as { items: Json[] }).items[0] ?? {}) as Json;

interface Apps {
  client: StackClientApp;
  server: StackServerApp;
  admin: StackAdminApp;
}

interface Case {
  area: string;
  method: string;
  path: (apps: Apps & { userId: string; teamId: string }) => string;
  change: (json: unknown) => unknown;
  /** Makes the call; `arm()` changes the next matching answer (called right before the call that must fail). */
  call: (apps: Apps & { teamId: string }, arm: () => void) => Promise<unknown>;
  /** The endpoint as the error names it, and one problem it must list. */
  endpoint: string;
  problem: string;
}

const CASES: Case[] = [
  {
    area: 'sign-in',
    method: 'POST',
    path: () => '/api/v1/auth/password/sign-in',
    change: (json) => ({ ...(json as Json), access_token: undefined }),
    call: async (_, arm) => {
      const client = viaProxy();
      arm();
      return client.signInWithCredential({ email: signedUpEmail, password: PASSWORD, noRedirect: true });
    },
    endpoint: 'POST /auth/password/sign-in',
    problem: 'answer.access_token must be defined',
  },
  {
    area: 'users',
    method: 'GET',
    path: () => '/api/v1/users/me',
    change: (json) => ({ ...(json as Json), primary_email: 42 }),
    call: async (_, arm) => {
      const client = viaProxy();
      await client.signInWithCredential({ email: signedUpEmail, password: PASSWORD, noRedirect: true });
      arm();
      return client.getUser();
    },
    endpoint: 'GET /users/me',
    problem: 'answer.primary_email must be a string',
  },
  {
    area: 'teams',
    method: 'GET',
    path: () => '/api/v1/teams',
    change: (json) => ({ ...(json as Json), items: [{ ...firstItem(json), display_name: null }] }),
    call: async ({ client }, arm) => armed(arm) && (await me(client)).listTeams(),
    endpoint: 'GET /teams',
    problem: 'answer.items[0].display_name must be a string',
  },
  {
    area: 'team invitations',
    method: 'GET',
    path: () => '/api/v1/team-invitations',
    change: (json) => ({ ...(json as Json), items: [{ id: 'x' }] }),
    call: async ({ client, teamId }, arm) => armed(arm) && (await (await me(client)).getTeam(teamId))!.listInvitations(),
    endpoint: 'GET /team-invitations',
    problem: 'answer.items[0].team_id must be defined',
  },
  {
    area: 'contact channels',
    method: 'GET',
    path: () => '/api/v1/contact-channels',
    change: (json) => ({ ...(json as Json), items: [{ ...firstItem(json), is_verified: 'yes' }] }),
    call: async ({ client }, arm) => armed(arm) && (await me(client)).listContactChannels(),
    endpoint: 'GET /contact-channels',
    problem: 'answer.items[0].is_verified must be a boolean',
  },
  {
    area: 'sessions',
    method: 'GET',
    path: () => '/api/v1/auth/sessions',
    change: () => ({ items: 'none', is_paginated: false }),
    call: async ({ client }, arm) => armed(arm) && (await me(client)).getActiveSessions(),
    endpoint: 'GET /auth/sessions',
    problem: 'answer.items must be an array',
  },
  {
    area: 'API keys',
    method: 'GET',
    path: () => '/api/v1/user-api-keys',
    change: () => ({ is_paginated: false }),
    call: async ({ client }, arm) => armed(arm) && (await me(client)).listApiKeys(),
    endpoint: 'GET /user-api-keys',
    problem: 'answer.items must be defined',
  },
  {
    area: 'users (server)',
    method: 'GET',
    path: () => '/api/v1/users',
    change: (json) => ({ ...(json as Json), items: [{ ...firstItem(json), signed_up_at_millis: 'yesterday' }] }),
    call: async ({ server }, arm) => armed(arm) && server.listUsers(),
    endpoint: 'GET /users',
    problem: 'answer.items[0].signed_up_at_millis must be a number',
  },
  {
    area: 'project (admin)',
    method: 'GET',
    path: () => '/api/v1/internal/projects/current',
    change: (json) => ({ ...(json as Json), display_name: undefined }),
    call: async ({ admin }, arm) => armed(arm) && admin.getProject(),
    endpoint: 'GET /internal/projects/current',
    problem: 'answer.display_name must be defined',
  },
  {
    area: 'e-mail templates (admin)',
    method: 'GET',
    path: () => '/api/v1/internal/email-templates',
    change: () => ({ templates: [{ id: 7 }] }),
    call: async ({ admin }, arm) => armed(arm) && admin.listEmailTemplates(),
    endpoint: 'GET /internal/email-templates',
    problem: 'answer.templates[0].id must be a string',
  },
];

let signedUpEmail = '';
let teamId = '';
let apps: Apps;

async function me(app: StackClientApp) {
  const user = await app.getUser();
  if (!user) throw new Error('not signed in');
  return user;
}

/** A client app whose requests go through the proxy. */
const viaProxy = (): StackClientApp => makeApp({ url: proxy.url, project: emu.project });
/** Arms the proxy, then lets the call run (`armed(arm) && call()`). */
const armed = (arm: () => void): true => {
  arm();
  return true;
};

beforeAll(async () => {
  signedUpEmail = uniqueEmail('broken');
  const setup = makeApp(emu);
  await setup.signUpWithCredential({ email: signedUpEmail, password: PASSWORD, noRedirect: true });
  const user = await me(setup);
  teamId = (await user.createTeam({ displayName: 'Broken Team' })).id;
  await user.createApiKey({ description: 'broken', expiresAt: null });
  const client = viaProxy();
  await client.signInWithCredential({ email: signedUpEmail, password: PASSWORD, noRedirect: true });
  await me(client);
  const target = { url: proxy.url, project: emu.project };
  apps = { client, server: makeServerApp(target), admin: makeAdminApp(target, emu.project) };
});

describe('an answer that breaks the wire contract is a clear error at the call', () => {
  for (const c of CASES) {
    it(`${c.area}: ${c.endpoint} with a changed answer throws UnexpectedAnswerError naming the endpoint and the field`, async () => {
      const arm = () => proxy.loseNext({ method: c.method, path: c.path({ ...apps, userId: '', teamId }), then: { change: c.change } });
      const error = await c.call({ ...apps, teamId }, arm).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(UnexpectedAnswerError);
      const unexpected = error as UnexpectedAnswerError;
      expect(unexpected.endpoint).toBe(c.endpoint);
      expect(unexpected.problems).toContain(c.problem);
      expect(unexpected.message).toContain(c.endpoint);
      expect(unexpected.message).toContain(c.problem);
    });
  }

  it('an answer with extra fields a newer server adds is accepted', async () => {
    const client = viaProxy();
    await client.signInWithCredential({ email: signedUpEmail, password: PASSWORD, noRedirect: true });
    proxy.loseNext({ method: 'GET', path: '/api/v1/users/me', then: { change: (json) => ({ ...(json as Json), a_future_field: { x: 1 } }) } });
    expect((await me(client)).primaryEmail).toBe(signedUpEmail);
  });
});
