// Team invitations through the SDK (PROTOCOL.md §5.14): team.inviteUser / listInvitations (cached) /
// revoke, and the app's verifyTeamInvitationCode / getTeamInvitationDetails / acceptTeamInvitation.
import { describe, expect, it } from 'vitest';
import type { StackClientApp } from '../../../src/core/apps/client-app';
import type { CurrentUser } from '../../../src/core/apps/types';
import { KnownErrors } from '../../../src/protocol/errors';
import { useEmulator } from '../../support/emulator';
import { call, serverHeaders } from '../emulator/helpers';
import { makeApp, PASSWORD, recordingFetch, uniqueEmail, type RecordingFetch } from './helpers';

const emu = useEmulator({ project: { displayName: 'Invite SDK', config: { client_team_creation_enabled: true } } });
const CALLBACK = 'http://localhost:3000/handler/team-invitation';
const UNKNOWN_CODE = '0123456789abcdefghjkmnpqrstvwxyz0123456789abc';

interface Person {
  app: StackClientApp;
  user: CurrentUser;
  email: string;
  recorder: RecordingFetch;
}

async function person(): Promise<Person> {
  const recorder = recordingFetch();
  const app = makeApp(emu, { fetch: recorder.fetch, urls: { teamInvitation: CALLBACK } });
  const email = uniqueEmail('invite');
  await app.signUpWithCredential({ email, password: PASSWORD, noRedirect: true });
  const user = await app.getUser();
  if (!user) throw new Error('not signed in');
  return { app, user, email, recorder };
}

async function mailedCode(email: string): Promise<string> {
  const mail = (await emu.mailbox(email)).at(-1);
  const link = mail ? /(http\S+code=[0-9a-z]{45})/.exec(mail.text)?.[1] : undefined;
  if (!link) throw new Error(`no invitation mailed to ${email}`);
  expect(link.startsWith(`${CALLBACK}?code=`)).toBe(true);
  return new URL(link).searchParams.get('code')!;
}

describe('team.inviteUser / listInvitations / revoke', () => {
  it('sends {team_id, email, callback_url} (the teamInvitation handler URL by default) and refreshes the cached list', async () => {
    const alice = await person();
    const team = await alice.user.createTeam({ displayName: 'Rockets' });
    expect(await team.listInvitations()).toEqual([]);

    const cache = team.invitationsCache();
    const seen: (string | null)[][] = [];
    const unsubscribe = cache.subscribe((list) => seen.push(list.map((i) => i.recipientEmail)));

    const email = uniqueEmail('bob');
    alice.recorder.clear();
    await team.inviteUser({ email });
    const sent = alice.recorder.requests.find((r) => r.method === 'POST' && r.path === '/team-invitations/send-code');
    expect(JSON.parse(sent!.body!)).toEqual({ team_id: team.id, email, callback_url: CALLBACK });
    // A second subscriber heard the new list without another explicit get.
    expect(seen.at(-1)).toEqual([email]);

    const [invitation] = await team.listInvitations();
    expect(invitation).toMatchObject({ id: expect.any(String), recipientEmail: email });
    expect(invitation!.expiresAt).toBeInstanceOf(Date);
    expect(invitation!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);

    await invitation!.revoke();
    const revoke = alice.recorder.requests.find((r) => r.method === 'DELETE');
    expect(revoke?.path).toBe(`/team-invitations/${invitation!.id}`);
    expect(seen.at(-1)).toEqual([]);
    unsubscribe();
    const code = await mailedCode(email);
    const check = await alice.app.verifyTeamInvitationCode(code);
    expect(check.status === 'error' && check.error).toBeInstanceOf(KnownErrors.VerificationCodeNotFound);
  });

  it('an explicit callbackUrl is used as given; an untrusted one throws REDIRECT_URL_NOT_WHITELISTED', async () => {
    const alice = await person();
    const team = await alice.user.createTeam({ displayName: 'Links' });
    const email = uniqueEmail('carol');
    await team.inviteUser({ email, callbackUrl: 'http://localhost:4000/join?x=1' });
    const mail = (await emu.mailbox(email)).at(-1);
    expect(mail?.text).toMatch(/http:\/\/localhost:4000\/join\?x=1&code=[0-9a-z]{45}/);
    await expect(team.inviteUser({ email, callbackUrl: 'https://evil.example.com/' })).rejects.toBeInstanceOf(KnownErrors.RedirectUrlNotWhitelisted);
  });

  it('without $invite_members: TEAM_PERMISSION_REQUIRED; without $remove_members revoke fails likewise', async () => {
    const alice = await person();
    const bob = await person();
    const team = await alice.user.createTeam({ displayName: 'Perms' });
    expect((await call(emu, `/team-memberships/${team.id}/${bob.user.id}`, { method: 'POST', headers: serverHeaders(emu.project), body: {} })).status).toBe(201);
    await team.inviteUser({ email: uniqueEmail('x') });
    const bobsTeam = (await bob.user.listTeams()).find((t) => t.id === team.id)!;
    const [invitation] = await bobsTeam.listInvitations();
    await expect(invitation!.revoke()).rejects.toBeInstanceOf(KnownErrors.TeamPermissionRequired);

    await call(emu, `/team-permissions/${team.id}/${bob.user.id}/team_member`, { method: 'DELETE', headers: serverHeaders(emu.project) });
    await expect(bobsTeam.inviteUser({ email: uniqueEmail('y') })).rejects.toBeInstanceOf(KnownErrors.TeamPermissionRequired);
  });
});

describe('team.inviteUser with $invite_members alone', () => {
  it('sends the invitation and does not read the pending list, which needs $read_members too', async () => {
    const alice = await person();
    const bob = await person();
    const team = await alice.user.createTeam({ displayName: 'Senders' });
    const server = serverHeaders(emu.project);
    expect((await call(emu, `/team-memberships/${team.id}/${bob.user.id}`, { method: 'POST', headers: server, body: {} })).status).toBe(201);
    expect((await call(emu, `/team-permissions/${team.id}/${bob.user.id}/team_member`, { method: 'DELETE', headers: server })).status).toBe(200);
    expect((await call(emu, `/team-permissions/${team.id}/${bob.user.id}/$invite_members`, { method: 'POST', headers: server, body: {} })).status).toBe(201);

    const bobsTeam = (await bob.user.getTeam(team.id))!;
    const email = uniqueEmail('dave');
    bob.recorder.clear();
    await bobsTeam.inviteUser({ email });
    expect(bob.recorder.paths()).toEqual(['POST /team-invitations/send-code']);
    expect(await mailedCode(email)).toMatch(/^[0-9a-z]{45}$/);
    await expect(bobsTeam.listInvitations()).rejects.toBeInstanceOf(KnownErrors.TeamPermissionRequired);
    expect((await team.listInvitations()).map((i) => i.recipientEmail)).toEqual([email]);
  });
});

describe('app.verifyTeamInvitationCode / getTeamInvitationDetails / acceptTeamInvitation', () => {
  it('checks, reads the team, accepts: the team appears in the invitee’s cached team list', async () => {
    const alice = await person();
    const bob = await person();
    const team = await alice.user.createTeam({ displayName: 'Join Us' });
    await team.inviteUser({ email: bob.email });
    const code = await mailedCode(bob.email);

    expect(await bob.app.verifyTeamInvitationCode(code)).toEqual({ status: 'ok', data: undefined });
    expect(await bob.app.getTeamInvitationDetails(code)).toEqual({ status: 'ok', data: { teamId: team.id, teamDisplayName: 'Join Us' } });

    expect(await bob.user.listTeams()).toEqual([]);
    const seen: string[][] = [];
    const unsubscribe = bob.user.teamsCache().subscribe((teams) => seen.push(teams.map((t) => t.displayName)));
    expect(await bob.app.acceptTeamInvitation(code)).toEqual({ status: 'ok', data: undefined });
    expect(seen.at(-1)).toEqual(['Join Us']);
    unsubscribe();
    const members = await team.listUsers();
    expect(members.map((m) => m.id).sort()).toEqual([alice.user.id, bob.user.id].sort());

    const again = await bob.app.acceptTeamInvitation(code);
    expect(again.status === 'error' && again.error).toBeInstanceOf(KnownErrors.VerificationCodeAlreadyUsed);
  });

  it('code errors come back as values: not found, already used; the details of a used code too', async () => {
    const bob = await person();
    const notFound = await bob.app.acceptTeamInvitation(UNKNOWN_CODE);
    expect(notFound.status === 'error' && notFound.error).toBeInstanceOf(KnownErrors.VerificationCodeNotFound);
    const details = await bob.app.getTeamInvitationDetails(UNKNOWN_CODE);
    expect(details.status === 'error' && details.error).toBeInstanceOf(KnownErrors.VerificationCodeNotFound);
    const check = await bob.app.verifyTeamInvitationCode(UNKNOWN_CODE);
    expect(check.status === 'error' && check.error).toBeInstanceOf(KnownErrors.VerificationCodeNotFound);
  });

  it('signed out: details and accept throw USER_AUTHENTICATION_REQUIRED (not a code error)', async () => {
    const alice = await person();
    const team = await alice.user.createTeam({ displayName: 'Later' });
    const email = uniqueEmail('later');
    await team.inviteUser({ email });
    const code = await mailedCode(email);
    const stranger = makeApp(emu);
    expect(await stranger.verifyTeamInvitationCode(code)).toEqual({ status: 'ok', data: undefined });
    await expect(stranger.getTeamInvitationDetails(code)).rejects.toBeInstanceOf(KnownErrors.UserAuthenticationRequired);
    await expect(stranger.acceptTeamInvitation(code)).rejects.toBeInstanceOf(KnownErrors.UserAuthenticationRequired);
  });
});

describe('user.listTeamInvitations / ReceivedTeamInvitation.accept', () => {
  it('lists invitations to verified addresses only; accept joins and refreshes both caches', async () => {
    const alice = await person();
    const bob = await person();
    const team = await alice.user.createTeam({ displayName: 'Received' });
    await team.inviteUser({ email: bob.email });
    expect(await bob.user.listTeamInvitations()).toEqual([]);

    const channels = await call(emu, `/contact-channels?user_id=${bob.user.id}`, { headers: serverHeaders(emu.project) });
    await call(emu, `/contact-channels/${bob.user.id}/${channels.json.items[0].id}`, { method: 'PATCH', headers: serverHeaders(emu.project), body: { is_verified: true } });
    await bob.user.teamInvitationsCache().refresh();
    const [received] = await bob.user.listTeamInvitations();
    expect(received).toMatchObject({ teamId: team.id, teamDisplayName: 'Received', recipientEmail: bob.email });
    expect(received!.expiresAt).toBeInstanceOf(Date);

    const teamsSeen: string[][] = [];
    const unsubscribe = bob.user.teamsCache().subscribe((teams) => teamsSeen.push(teams.map((t) => t.id)));
    bob.recorder.clear();
    await received!.accept();
    expect(bob.recorder.requests.find((r) => r.method === 'POST')?.path).toBe(`/team-invitations/${received!.id}/accept`);
    expect(teamsSeen.at(-1)).toEqual([team.id]);
    expect(bob.user.teamInvitationsCache().peek()?.value).toEqual([]);
    unsubscribe();
    await expect(received!.accept()).rejects.toBeInstanceOf(KnownErrors.VerificationCodeNotFound);
  });
});
