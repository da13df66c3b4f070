// StackServerApp teams, memberships and user lookup (PROTOCOL.md §5.11-§5.13) against the emulator:
// what only a backend with the secret server key may do, and the errors only it can meet
// (TEAM_NOT_FOUND, TEAM_MEMBERSHIP_ALREADY_EXISTS, TEAM_MEMBERSHIP_NOT_FOUND, USER_NOT_FOUND).
import { describe, expect, it } from 'vitest';
import type { StackClientApp } from '../../../src/core/apps/client-app';
import type { ServerTeam } from '../../../src/core/apps/server/server-team';
import type { CurrentUser } from '../../../src/core/apps/types';
import { KnownErrors } from '../../../src/protocol/errors';
import { useEmulator } from '../../support/emulator';
import { makeApp, makeServerApp, PASSWORD, recordingFetch, uniqueEmail } from './helpers';

const emu = useEmulator();
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

function server() {
  const rec = recordingFetch();
  return { app: makeServerApp(emu, { fetch: rec.fetch }), rec };
}

async function signedUp(): Promise<{ app: StackClientApp; user: CurrentUser }> {
  const app = makeApp(emu);
  await app.signUpWithCredential({ email: uniqueEmail('server-teams'), password: PASSWORD, noRedirect: true });
  const user = await app.getUser();
  if (!user) throw new Error('not signed in');
  return { app, user };
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
}

async function teamOf(app: ReturnType<typeof makeServerApp>, name: string, creatorUserId?: string): Promise<ServerTeam> {
  return app.createTeam({ displayName: name, ...(creatorUserId === undefined ? {} : { creatorUserId }) });
}

describe('StackServerApp teams', () => {
  it('creates a team for a user with server access: the wire body, the server fields, the creator as member', async () => {
    const { app, rec } = server();
    const alice = await signedUp();
    const team = await app.createTeam({ displayName: 'Backend made', creatorUserId: alice.user.id, serverMetadata: { plan: 'pro' } });

    const post = rec.requests.find((r) => r.method === 'POST' && r.path === '/teams');
    expect(post?.accessType).toBe('server');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({ display_name: 'Backend made', creator_user_id: alice.user.id, server_metadata: { plan: 'pro' } });
    expect(team.displayName).toBe('Backend made');
    expect(team.serverMetadata).toEqual({ plan: 'pro' });
    expect(team.createdAt).toBeInstanceOf(Date);
    expect(Number.isNaN(team.createdAt.getTime())).toBe(false);

    // The creator sees it through the client API, and holds the creator permissions.
    expect((await alice.user.listTeams()).map((t) => t.id)).toContain(team.id);
    expect(await alice.user.hasPermission({ id: team.id }, '$update_team')).toBe(true);
    expect((await team.listUsers()).map((u) => u.id)).toEqual([alice.user.id]);
  });

  it('getTeam answers any team of the project, and null for TEAM_NOT_FOUND; listTeams lists every team', async () => {
    const { app, rec } = server();
    const team = await teamOf(app, 'Nobody in it');
    const read = await app.getTeam(team.id);
    expect(read?.displayName).toBe('Nobody in it');
    expect((await app.listTeams()).map((t) => t.id)).toContain(team.id);

    rec.clear();
    expect(await app.getTeam(UNKNOWN_ID)).toBeNull();
    expect(rec.requests.map((r) => [r.path, r.status, r.knownError])).toEqual([[`/teams/${UNKNOWN_ID}`, 404, 'TEAM_NOT_FOUND']]);
  });

  it('update sends only the given fields and changes the team; delete removes it', async () => {
    const { app, rec } = server();
    const team = await teamOf(app, 'Before');
    rec.clear();
    await team.update({ displayName: 'After', clientReadOnlyMetadata: { tier: 2 } });
    expect(JSON.parse(rec.requests[0]?.body ?? '{}')).toEqual({ display_name: 'After', client_read_only_metadata: { tier: 2 } });
    const read = await app.getTeam(team.id);
    expect(read?.displayName).toBe('After');
    expect(read?.clientReadOnlyMetadata).toEqual({ tier: 2 });

    await team.delete();
    expect(await app.getTeam(team.id)).toBeNull();
    const error = await rejection(team.update({ displayName: 'Gone' }));
    expect(error).toBeInstanceOf(KnownErrors.TeamNotFound);
  });

  it('addUser makes a member (then TEAM_MEMBERSHIP_ALREADY_EXISTS); removeUser removes (then TEAM_MEMBERSHIP_NOT_FOUND)', async () => {
    const { app } = server();
    const bob = await signedUp();
    const team = await teamOf(app, 'Membership');

    await team.addUser(bob.user.id);
    expect((await team.listUsers()).map((u) => u.id)).toEqual([bob.user.id]);
    expect((await bob.user.listTeams()).map((t) => t.id)).toEqual([team.id]);
    // A plain member gets the project's team-member defaults, not the creator's.
    expect(await bob.user.hasPermission({ id: team.id }, '$read_members')).toBe(true);
    expect(await bob.user.hasPermission({ id: team.id }, '$update_team')).toBe(false);

    const again = await rejection(team.addUser(bob.user.id));
    expect(again).toBeInstanceOf(KnownErrors.TeamMembershipAlreadyExists);
    expect((again as Error).message).toBe('Team membership already exists.');

    await team.removeUser(bob.user.id);
    expect(await team.listUsers()).toEqual([]);
    const gone = await rejection(team.removeUser(bob.user.id));
    expect(gone).toBeInstanceOf(KnownErrors.TeamMembershipNotFound);
    expect((gone as Error).message).toBe(`User ${bob.user.id} is not found in team ${team.id}.`);
  });

  it('adding to a team that does not exist is TEAM_NOT_FOUND; adding a user that does not exist is USER_NOT_FOUND', async () => {
    const { app } = server();
    const bob = await signedUp();
    const deleted = await teamOf(app, 'Deleted');
    await deleted.delete();
    const missingTeam = await rejection(deleted.addUser(bob.user.id));
    expect(missingTeam).toBeInstanceOf(KnownErrors.TeamNotFound);
    expect((missingTeam as Error).message).toBe(`Team ${deleted.id} not found.`);

    const team = await teamOf(app, 'Real team');
    expect(await rejection(team.addUser(UNKNOWN_ID))).toBeInstanceOf(KnownErrors.UserNotFound);
  });
});

describe('StackServerApp.getUser', () => {
  it('with an id: any user with the server fields, and their teams; null for an unknown id', async () => {
    const { app, rec } = server();
    const carol = await signedUp();
    const team = await teamOf(app, 'Carol team', carol.user.id);

    const user = await app.getUser(carol.user.id);
    expect(user?.id).toBe(carol.user.id);
    expect(user?.primaryEmail).toBe(carol.user.primaryEmail);
    expect(user?.serverMetadata).toBeNull();
    expect(user?.lastActiveAt).toBeInstanceOf(Date);
    expect((await user?.listTeams())?.map((t) => t.id)).toEqual([team.id]);

    rec.clear();
    expect(await app.getUser(UNKNOWN_ID)).toBeNull();
    expect(rec.requests.map((r) => [r.path, r.knownError, r.accessType])).toEqual([[`/users/${UNKNOWN_ID}`, 'USER_NOT_FOUND', 'server']]);
  });

  it('without an id it is the client app getUser: the current user, here nobody', async () => {
    const { app, rec } = server();
    expect(await app.getUser()).toBeNull();
    expect(rec.requests).toEqual([]);
  });
});
