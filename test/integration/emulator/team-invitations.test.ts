// PROTOCOL.md §5.14 team invitations: send (mail + permission), list, revoke, accept by code and by id,
// check-code and details, with the §3.3 code errors and the documented permission errors.
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/protocol/clock';
import { useEmulator } from '../../support/emulator';
import { call, clientHeaders, expectKnownError, serverHeaders, signUp, uniqueEmail, type CallResult } from './helpers';

const clock = new ManualClock();
const emu = useEmulator({ clock, project: { displayName: 'Invite Co', config: { client_team_creation_enabled: true } } });
const DAY = 24 * 60 * 60 * 1000;
const CALLBACK = 'http://localhost:3000/handler/team-invitation?from=mail';

const asUser = (token: string) => clientHeaders(emu.project, { 'x-stack-access-token': token });
const server = () => serverHeaders(emu.project);
const UNKNOWN_CODE = '0123456789abcdefghjkmnpqrstvwxyz0123456789abc';

async function createTeam(token: string, name = 'Rockets'): Promise<{ id: string }> {
  const res = await call(emu, '/teams', { headers: asUser(token), body: { display_name: name } });
  if (res.status !== 201) throw new Error(`create team failed: ${res.status} ${res.text}`);
  return res.json;
}

const invite = (token: string, teamId: string, email: string, callbackUrl = CALLBACK): Promise<CallResult> =>
  call(emu, '/team-invitations/send-code', { headers: asUser(token), body: { team_id: teamId, email, callback_url: callbackUrl } });

/** The code of the newest invitation mailed to `email`, from the dev mailbox link. */
async function mailedCode(email: string): Promise<{ code: string; link: string; subject: string }> {
  const mail = (await emu.mailbox(email)).at(-1);
  if (!mail) throw new Error(`no mail to ${email}`);
  const link = /(http\S+code=[0-9a-z]{45})/.exec(mail.text)?.[1];
  if (!link) throw new Error(`no link in ${mail.text}`);
  return { code: new URL(link).searchParams.get('code')!, link, subject: mail.subject };
}

async function ownerWithTeam(name = 'Rockets') {
  const owner = await signUp(emu, emu.project);
  const team = await createTeam(owner.access_token, name);
  return { owner, team };
}

describe('POST /team-invitations/send-code', () => {
  it('answers {success, id}, mails callback_url?code= with the team name, lists the pending invitation', async () => {
    const { owner, team } = await ownerWithTeam('Rockets');
    const email = uniqueEmail();
    const res = await invite(owner.access_token, team.id, email);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const mail = await mailedCode(email);
    expect(mail.subject).toBe('You have been invited to join Rockets');
    expect(mail.link).toMatch(/^http:\/\/localhost:3000\/handler\/team-invitation\?from=mail&code=[0-9a-z]{45}$/);

    const list = await call(emu, `/team-invitations?team_id=${team.id}`, { headers: asUser(owner.access_token) });
    expect(list.status).toBe(200);
    expect(list.json).toEqual({
      items: [{ id: res.json.id, team_id: team.id, team_display_name: 'Rockets', expires_at_millis: clock.now() + 7 * DAY, recipient_email: email }],
      is_paginated: false,
    });
  });

  it('a plain member (team_member holds $invite_members) may invite', async () => {
    const { team } = await ownerWithTeam();
    const member = await signUp(emu, emu.project);
    expect((await call(emu, `/team-memberships/${team.id}/${member.user_id}`, { headers: server(), body: {} })).status).toBe(201);
    expect((await invite(member.access_token, team.id, uniqueEmail())).status).toBe(200);
  });

  it('client errors: no user, not a member, permission missing, untrusted callback, schema', async () => {
    const { owner, team } = await ownerWithTeam();
    const noUser = await call(emu, '/team-invitations/send-code', { headers: clientHeaders(emu.project), body: { team_id: team.id, email: uniqueEmail(), callback_url: CALLBACK } });
    expectKnownError(noUser, 'USER_AUTHENTICATION_REQUIRED', 401);

    const stranger = await signUp(emu, emu.project);
    expectKnownError(await invite(stranger.access_token, team.id, uniqueEmail()), 'TEAM_MEMBERSHIP_NOT_FOUND', 404);

    const member = await signUp(emu, emu.project);
    await call(emu, `/team-memberships/${team.id}/${member.user_id}`, { headers: server(), body: {} });
    await call(emu, `/team-permissions/${team.id}/${member.user_id}/team_member`, { method: 'DELETE', headers: server() });
    const denied = expectKnownError(await invite(member.access_token, team.id, uniqueEmail()), 'TEAM_PERMISSION_REQUIRED', 401);
    expect(denied.details).toEqual({ team_id: team.id, user_id: member.user_id, permission_id: '$invite_members' });

    const email = uniqueEmail();
    expectKnownError(await invite(owner.access_token, team.id, email, 'https://evil.example.com/cb'), 'REDIRECT_URL_NOT_WHITELISTED', 400);
    expect(await emu.mailbox(email)).toEqual([]);

    const bad = await call(emu, '/team-invitations/send-code', { headers: asUser(owner.access_token), body: { team_id: team.id, email: 'not-an-email' } });
    const error = expectKnownError(bad, 'SCHEMA_ERROR', 400).error;
    expect(error).toContain('body.callback_url must be defined');
    expect(error).toContain('body.email');
  });

  it('server: needs no membership; an unknown team is TEAM_NOT_FOUND', async () => {
    const { team } = await ownerWithTeam();
    const ok = await call(emu, '/team-invitations/send-code', { headers: server(), body: { team_id: team.id, email: uniqueEmail(), callback_url: CALLBACK } });
    expect(ok.status).toBe(200);
    const missing = await call(emu, '/team-invitations/send-code', {
      headers: server(),
      body: { team_id: '8d8a5b6e-0d2f-4d7e-9a53-1b0c7c9f0a11', email: uniqueEmail(), callback_url: CALLBACK },
    });
    expectKnownError(missing, 'TEAM_NOT_FOUND', 404);
  });
});

describe('GET /team-invitations', () => {
  it('exactly one of team_id / user_id (text 400s)', async () => {
    const { owner, team } = await ownerWithTeam();
    const both = await call(emu, `/team-invitations?team_id=${team.id}&user_id=me`, { headers: asUser(owner.access_token) });
    expect({ status: both.status, text: both.text }).toEqual({ status: 400, text: 'Cannot specify both team_id and user_id' });
    const none = await call(emu, '/team-invitations', { headers: asUser(owner.access_token) });
    expect({ status: none.status, text: none.text }).toEqual({ status: 400, text: 'Must specify either team_id or user_id' });
  });

  it('by team: non-members are TEAM_MEMBERSHIP_NOT_FOUND; used and expired invitations are gone', async () => {
    const { owner, team } = await ownerWithTeam();
    const stranger = await signUp(emu, emu.project);
    expectKnownError(await call(emu, `/team-invitations?team_id=${team.id}`, { headers: asUser(stranger.access_token) }), 'TEAM_MEMBERSHIP_NOT_FOUND', 404);

    const email = uniqueEmail();
    await invite(owner.access_token, team.id, email);
    const { code } = await mailedCode(email);
    const invitee = await signUp(emu, emu.project);
    expect((await call(emu, '/team-invitations/accept', { headers: asUser(invitee.access_token), body: { code } })).status).toBe(200);
    const list = await call(emu, `/team-invitations?team_id=${team.id}`, { headers: server() });
    expect(list.json).toEqual({ items: [], is_paginated: false });
  });

  it('by user: invitations to the user’s verified e-mails only; another user id is CANNOT_GET_OWN_USER_WITHOUT_USER', async () => {
    const { owner, team } = await ownerWithTeam('Verified Team');
    const invitee = await signUp(emu, emu.project);
    await invite(owner.access_token, team.id, invitee.email);
    const unverified = await call(emu, '/team-invitations?user_id=me', { headers: asUser(invitee.access_token) });
    expect(unverified.json).toEqual({ items: [], is_paginated: false });

    const channels = await call(emu, `/contact-channels?user_id=${invitee.user_id}`, { headers: server() });
    await call(emu, `/contact-channels/${invitee.user_id}/${channels.json.items[0].id}`, { method: 'PATCH', headers: server(), body: { is_verified: true } });
    const verified = await call(emu, '/team-invitations?user_id=me', { headers: asUser(invitee.access_token) });
    expect(verified.json.items).toEqual([expect.objectContaining({ team_id: team.id, team_display_name: 'Verified Team', recipient_email: invitee.email })]);

    expectKnownError(await call(emu, `/team-invitations?user_id=${owner.user_id}`, { headers: asUser(invitee.access_token) }), 'CANNOT_GET_OWN_USER_WITHOUT_USER', 400);

    // Accepting by id joins the team.
    const accepted = await call(emu, `/team-invitations/${verified.json.items[0].id}/accept?user_id=me`, { headers: asUser(invitee.access_token), body: {} });
    expect(accepted.status).toBe(200);
    expect(accepted.json).toEqual({});
    const teams = await call(emu, '/teams?user_id=me', { headers: asUser(invitee.access_token) });
    expect(teams.json.items.map((t: { id: string }) => t.id)).toContain(team.id);
    // A used invitation cannot be accepted again.
    expectKnownError(
      await call(emu, `/team-invitations/${verified.json.items[0].id}/accept?user_id=me`, { headers: asUser(invitee.access_token), body: {} }),
      'VERIFICATION_CODE_NOT_FOUND',
      404,
    );
  });
});

describe('DELETE /team-invitations/{id}', () => {
  it('revokes (needs $remove_members); team_id is required; the revoked code no longer works', async () => {
    const { owner, team } = await ownerWithTeam();
    const email = uniqueEmail();
    const sent = await invite(owner.access_token, team.id, email);
    const { code } = await mailedCode(email);

    const noTeam = await call(emu, `/team-invitations/${sent.json.id}`, { method: 'DELETE', headers: asUser(owner.access_token) });
    expect({ status: noTeam.status, text: noTeam.text }).toEqual({ status: 400, text: 'team_id is required for deleting a team invitation' });

    const member = await signUp(emu, emu.project);
    await call(emu, `/team-memberships/${team.id}/${member.user_id}`, { headers: server(), body: {} });
    const denied = await call(emu, `/team-invitations/${sent.json.id}?team_id=${team.id}`, { method: 'DELETE', headers: asUser(member.access_token) });
    expect(expectKnownError(denied, 'TEAM_PERMISSION_REQUIRED', 401).details.permission_id).toBe('$remove_members');

    const ok = await call(emu, `/team-invitations/${sent.json.id}?team_id=${team.id}`, { method: 'DELETE', headers: asUser(owner.access_token) });
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ success: true });
    expect((await call(emu, `/team-invitations?team_id=${team.id}`, { headers: asUser(owner.access_token) })).json.items).toEqual([]);
    expectKnownError(await call(emu, '/team-invitations/accept/check-code', { headers: asUser(member.access_token), body: { code } }), 'VERIFICATION_CODE_NOT_FOUND', 404);
  });
});

describe('POST /team-invitations/accept (+ check-code, details)', () => {
  it('check-code and details do not consume; accept joins with team_member defaults and answers {}', async () => {
    const { owner, team } = await ownerWithTeam('Join Me');
    const invitee = await signUp(emu, emu.project);
    await invite(owner.access_token, team.id, invitee.email);
    const { code } = await mailedCode(invitee.email);

    const check = await call(emu, '/team-invitations/accept/check-code', { headers: asUser(invitee.access_token), body: { code: code.toUpperCase() } });
    expect(check.json).toEqual({ is_code_valid: true });
    const details = await call(emu, '/team-invitations/accept/details', { headers: asUser(invitee.access_token), body: { code } });
    expect(details.status).toBe(200);
    expect(details.json).toEqual({ team_id: team.id, team_display_name: 'Join Me' });

    const accept = await call(emu, '/team-invitations/accept', { headers: asUser(invitee.access_token), body: { code } });
    expect(accept.status).toBe(200);
    expect(accept.json).toEqual({});
    const grants = await call(emu, `/team-permissions?team_id=${team.id}&user_id=me`, { headers: asUser(invitee.access_token) });
    expect(grants.json.items).toEqual([{ id: 'team_member', team_id: team.id, user_id: invitee.user_id }]);

    const again = await call(emu, '/team-invitations/accept', { headers: asUser(invitee.access_token), body: { code } });
    expectKnownError(again, 'VERIFICATION_CODE_ALREADY_USED', 409);
    expectKnownError(await call(emu, '/team-invitations/accept/details', { headers: asUser(invitee.access_token), body: { code } }), 'VERIFICATION_CODE_ALREADY_USED', 409);
  });

  it('an existing member accepting is a no-op that consumes the code (no TEAM_MEMBERSHIP_ALREADY_EXISTS)', async () => {
    const { owner, team } = await ownerWithTeam();
    await invite(owner.access_token, team.id, owner.email);
    const { code } = await mailedCode(owner.email);
    const accept = await call(emu, '/team-invitations/accept', { headers: asUser(owner.access_token), body: { code } });
    expect({ status: accept.status, json: accept.json }).toEqual({ status: 200, json: {} });
    // The creator keeps team_admin (no member defaults added on top).
    const grants = await call(emu, `/team-permissions?team_id=${team.id}&user_id=me`, { headers: asUser(owner.access_token) });
    expect(grants.json.items.map((g: { id: string }) => g.id)).toEqual(['team_admin']);
    expectKnownError(await call(emu, '/team-invitations/accept', { headers: asUser(owner.access_token), body: { code } }), 'VERIFICATION_CODE_ALREADY_USED', 409);
  });

  it('the recipient e-mail is not checked: any signed-in user may redeem the code', async () => {
    const { owner, team } = await ownerWithTeam();
    const email = uniqueEmail();
    await invite(owner.access_token, team.id, email);
    const { code } = await mailedCode(email);
    const other = await signUp(emu, emu.project);
    expect((await call(emu, '/team-invitations/accept', { headers: asUser(other.access_token), body: { code } })).status).toBe(200);
  });

  it('errors: no user, unknown code, wrong length, a code of another type, anonymous users', async () => {
    const user = await signUp(emu, emu.project);
    expectKnownError(await call(emu, '/team-invitations/accept', { headers: clientHeaders(emu.project), body: { code: UNKNOWN_CODE } }), 'USER_AUTHENTICATION_REQUIRED', 401);
    expectKnownError(await call(emu, '/team-invitations/accept/details', { headers: clientHeaders(emu.project), body: { code: UNKNOWN_CODE } }), 'USER_AUTHENTICATION_REQUIRED', 401);
    expectKnownError(await call(emu, '/team-invitations/accept', { headers: asUser(user.access_token), body: { code: UNKNOWN_CODE } }), 'VERIFICATION_CODE_NOT_FOUND', 404);
    const short = await call(emu, '/team-invitations/accept/check-code', { headers: asUser(user.access_token), body: { code: 'abc' } });
    expect(expectKnownError(short, 'SCHEMA_ERROR', 400).error).toContain('body.code must be exactly 45 characters');

    // A password reset code is a code of another type.
    await call(emu, '/auth/password/send-reset-code', { headers: clientHeaders(emu.project), body: { email: user.email, callback_url: 'http://localhost:3000/reset' } });
    const { code: resetCode } = await mailedCode(user.email);
    expectKnownError(await call(emu, '/team-invitations/accept/check-code', { headers: asUser(user.access_token), body: { code: resetCode } }), 'VERIFICATION_CODE_NOT_FOUND', 404);

    const { owner, team } = await ownerWithTeam();
    const email = uniqueEmail();
    await invite(owner.access_token, team.id, email);
    const { code } = await mailedCode(email);
    const anon = await call(emu, '/auth/anonymous/sign-up', { headers: clientHeaders(emu.project), body: {} });
    const anonHeaders = clientHeaders(emu.project, { 'x-stack-access-token': anon.json.access_token, 'x-stack-allow-anonymous-user': 'true' });
    const restricted = expectKnownError(await call(emu, '/team-invitations/accept', { headers: anonHeaders, body: { code } }), 'TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED', 403);
    expect(restricted.details).toEqual({ restricted_reason: { type: 'anonymous' } });
    expectKnownError(await call(emu, '/team-invitations/accept/details', { headers: anonHeaders, body: { code } }), 'TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED', 403);
  });

  it('VERIFICATION_CODE_EXPIRED seven days later; the expired invitation is no longer listed', async () => {
    const { owner, team } = await ownerWithTeam();
    const email = uniqueEmail();
    await invite(owner.access_token, team.id, email);
    const { code } = await mailedCode(email);
    await clock.advance(7 * DAY - 1);
    expect((await call(emu, '/team-invitations/accept/check-code', { headers: clientHeaders(emu.project), body: { code } })).status).toBe(200);
    await clock.advance(2);
    expectKnownError(await call(emu, '/team-invitations/accept/check-code', { headers: clientHeaders(emu.project), body: { code } }), 'VERIFICATION_CODE_EXPIRED', 400);
    expect((await call(emu, `/team-invitations?team_id=${team.id}`, { headers: server() })).json.items).toEqual([]);
  });
});
