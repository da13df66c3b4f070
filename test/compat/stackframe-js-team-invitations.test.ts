// The official @stackframe/js client (unmodified) against the emulator: team.inviteUser / listInvitations /
// revoke, app.verifyTeamInvitationCode / getTeamInvitationDetails / acceptTeamInvitation, and the received
// side (user.listTeamInvitations, invitation.accept) for a verified recipient address.
import { describe, expect, it } from 'vitest';
import { KnownErrors } from '@stackframe/stack-shared';
import { useEmulator } from '../support/emulator';
import { officialSignedUp } from '../support/official-client';
import { uniqueEmail } from '../support/unique-email';
import { call, serverHeaders } from '../integration/emulator/helpers';
import { useFetchRecorder } from './fetch-recorder';

const emu = useEmulator({ project: { displayName: 'compat invitations', config: { client_team_creation_enabled: true } } });
const CALLBACK = 'http://localhost:3000/handler/team-invitation';
const recorder = useFetchRecorder(emu);
const why = recorder.why;

const signedIn = (label: string) => officialSignedUp(emu, label, 'correct-horse-battery-1');

async function mailedCode(email: string): Promise<string> {
  const link = (await emu.mailbox(email)).map((m) => /(http\S+code=[0-9a-z]{45})/.exec(m.text)?.[1]).at(-1);
  if (!link) throw new Error(`no invitation mailed to ${email}`);
  return new URL(link).searchParams.get('code')!;
}

describe('official client: team invitations', () => {
  it('invites, lists and revokes as the team; the invitee checks, reads and accepts the code', async () => {
    const alice = await signedIn('compat-inviter');
    const bob = await signedIn('compat-invitee');
    const team = await alice.user.createTeam({ displayName: 'Compat Crew' });

    await team.inviteUser({ email: bob.email, callbackUrl: CALLBACK });
    const spare = uniqueEmail('compat-spare');
    await team.inviteUser({ email: spare, callbackUrl: CALLBACK });
    const listed = await team.listInvitations();
    expect(listed.map((i) => i.recipientEmail).sort(), why()).toEqual([bob.email, spare].sort());
    expect(listed[0]!.expiresAt).toBeInstanceOf(Date);

    await listed.find((i) => i.recipientEmail === spare)!.revoke();
    expect((await team.listInvitations()).map((i) => i.recipientEmail), why()).toEqual([bob.email]);

    const code = await mailedCode(bob.email);
    // The official client hands back the wire answer as data here; only the status matters.
    expect((await bob.app.verifyTeamInvitationCode(code)).status, why()).toBe('ok');
    // Its .d.ts answers only the name (ours adds teamId).
    expect(await bob.app.getTeamInvitationDetails(code), why()).toEqual({ status: 'ok', data: { teamDisplayName: 'Compat Crew' } });
    expect((await bob.app.acceptTeamInvitation(code)).status, why()).toBe('ok');
    expect((await bob.user.listTeams()).map((t) => t.id), why()).toEqual([team.id]);
    expect((await team.listUsers()).map((u) => u.id).sort()).toEqual([alice.user.id, bob.user.id].sort());

    const again = await bob.app.acceptTeamInvitation(code);
    expect(again.status, why()).toBe('error');
    expect(again.status === 'error' && again.error).toBeInstanceOf(KnownErrors.VerificationCodeAlreadyUsed);
    const revoked = await bob.app.verifyTeamInvitationCode(await mailedCode(spare));
    expect(revoked.status === 'error' && revoked.error).toBeInstanceOf(KnownErrors.VerificationCodeNotFound);
  });

  it('received invitations: listTeamInvitations shows those to a verified address, accept() joins', async () => {
    const alice = await signedIn('compat-sender');
    const carol = await signedIn('compat-receiver');
    const team = await alice.user.createTeam({ displayName: 'Receivers' });
    await team.inviteUser({ email: carol.email, callbackUrl: CALLBACK });
    expect(await carol.user.listTeamInvitations(), why()).toEqual([]);

    const channels = await call(emu, `/contact-channels?user_id=${carol.user.id}`, { headers: serverHeaders(emu.project) });
    await call(emu, `/contact-channels/${carol.user.id}/${channels.json.items[0].id}`, { method: 'PATCH', headers: serverHeaders(emu.project), body: { is_verified: true } });
    const received = await carol.user.listTeamInvitations();
    expect(received.map((i) => ({ teamId: i.teamId, teamDisplayName: i.teamDisplayName, recipientEmail: i.recipientEmail })), why()).toEqual([
      { teamId: team.id, teamDisplayName: 'Receivers', recipientEmail: carol.email },
    ]);
    await received[0]!.accept();
    expect((await team.listUsers()).map((u) => u.id), why()).toContain(carol.user.id);
  });

  it('an unknown code is a VerificationCodeNotFound value; inviting without $invite_members throws', async () => {
    const bob = await signedIn('compat-unknown');
    const result = await bob.app.acceptTeamInvitation('0123456789abcdefghjkmnpqrstvwxyz0123456789abc');
    expect(result.status === 'error' && result.error, why()).toBeInstanceOf(KnownErrors.VerificationCodeNotFound);

    const alice = await signedIn('compat-owner');
    const team = await alice.user.createTeam({ displayName: 'Closed' });
    await call(emu, `/team-memberships/${team.id}/${bob.user.id}`, { method: 'POST', headers: serverHeaders(emu.project), body: {} });
    await call(emu, `/team-permissions/${team.id}/${bob.user.id}/team_member`, { method: 'DELETE', headers: serverHeaders(emu.project) });
    const bobsTeam = await bob.user.getTeam(team.id);
    await expect(bobsTeam!.inviteUser({ email: uniqueEmail('nope'), callbackUrl: CALLBACK }), why()).rejects.toBeInstanceOf(KnownErrors.TeamPermissionRequired);
  });
});
