// POST /internal/projects/transfer: a dashboard user moves a project from a team where they hold
// team_admin to any team they belong to; the new owner team then lists it.
import { describe, expect, it } from 'vitest';
import { useEmulator } from '../../support/emulator';
import { createOwnedProjectOverHttp, INTERNAL, signUpInternalOwner, type InternalOwner } from '../../support/internal-project';
import { call, clientHeaders, expectKnownError, serverHeaders, signUp } from './helpers';

const emu = useEmulator();
const asUser = (owner: InternalOwner) => clientHeaders(INTERNAL, { 'x-stack-access-token': owner.accessToken });

/** A new internal team with `member` in it (a plain member: no team_admin). */
async function teamWith(member: InternalOwner): Promise<string> {
  const team = await call(emu, '/teams', { headers: serverHeaders(emu.internalProject), body: { display_name: 'Agency' } });
  expect(team.status, team.text).toBe(201);
  const joined = await call(emu, `/team-memberships/${team.json.id}/${member.userId}`, { headers: serverHeaders(emu.internalProject), body: {} });
  expect(joined.status, joined.text).toBe(201);
  return team.json.id;
}

const ownerTeams = async (owner: InternalOwner) =>
  (await call(emu, '/internal/projects', { headers: asUser(owner) })).json.items.map((p: { id: string; owner_team_id: string }) => [p.id, p.owner_team_id]);

describe('POST /internal/projects/transfer', () => {
  it('moves a project to another team of the user, where a plain membership is enough', async () => {
    const owner = await signUpInternalOwner(emu);
    const projectId = await createOwnedProjectOverHttp(emu, owner);
    const target = await teamWith(owner);

    const res = await call(emu, '/internal/projects/transfer', { headers: asUser(owner), body: { project_id: projectId, new_team_id: target } });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ success: 'true' });
    expect(await ownerTeams(owner)).toEqual([[projectId, target]]);
  });

  it('needs team_admin on the current owner team and membership of the new one', async () => {
    const owner = await signUpInternalOwner(emu);
    const colleague = await signUpInternalOwner(emu, 'colleague');
    const projectId = await createOwnedProjectOverHttp(emu, owner);
    await call(emu, `/team-memberships/${owner.teamId}/${colleague.userId}`, { headers: serverHeaders(emu.internalProject), body: {} });

    // A plain member of the owner team may not move it.
    const notAdmin = await call(emu, '/internal/projects/transfer', { headers: asUser(colleague), body: { project_id: projectId, new_team_id: colleague.teamId } });
    expect(expectKnownError(notAdmin, 'TEAM_PERMISSION_REQUIRED', 401).details).toEqual({ team_id: owner.teamId, user_id: colleague.userId, permission_id: 'team_admin' });
    // The owner may not move it to a team they are not in.
    const notMember = await call(emu, '/internal/projects/transfer', { headers: asUser(owner), body: { project_id: projectId, new_team_id: colleague.teamId } });
    expect(expectKnownError(notMember, 'TEAM_MEMBERSHIP_NOT_FOUND', 404).details).toEqual({ team_id: colleague.teamId, user_id: owner.userId });
    // A stranger to the owner team is not a member of it either.
    const stranger = await signUpInternalOwner(emu, 'stranger');
    const outside = await call(emu, '/internal/projects/transfer', { headers: asUser(stranger), body: { project_id: projectId, new_team_id: stranger.teamId } });
    expectKnownError(outside, 'TEAM_MEMBERSHIP_NOT_FOUND', 404);
    expect(await ownerTeams(owner)).toEqual([[projectId, owner.teamId]]);
  });

  it('answers PROJECT_NOT_FOUND, a text 400 for a project without owner team, and needs a user on the internal project', async () => {
    const owner = await signUpInternalOwner(emu);
    const unknown = await call(emu, '/internal/projects/transfer', { headers: asUser(owner), body: { project_id: 'no-such-project', new_team_id: owner.teamId } });
    expectKnownError(unknown, 'PROJECT_NOT_FOUND', 404);
    const ownerless = await call(emu, '/internal/projects/transfer', { headers: asUser(owner), body: { project_id: emu.project.id, new_team_id: owner.teamId } });
    expect([ownerless.status, ownerless.text]).toEqual([400, 'Project must have an owner team to be transferred']);

    const anonymous = await call(emu, '/internal/projects/transfer', { headers: clientHeaders(INTERNAL), body: { project_id: emu.project.id, new_team_id: owner.teamId } });
    expectKnownError(anonymous, 'USER_AUTHENTICATION_REQUIRED', 401);
    const user = await signUp(emu, emu.project);
    const elsewhere = await call(emu, '/internal/projects/transfer', {
      headers: clientHeaders(emu.project, { 'x-stack-access-token': user.access_token }),
      body: { project_id: emu.project.id, new_team_id: owner.teamId },
    });
    expectKnownError(elsewhere, 'EXPECTED_INTERNAL_PROJECT', 401);
    const badBody = await call(emu, '/internal/projects/transfer', { headers: asUser(owner), body: { project_id: 42 } });
    expectKnownError(badBody, 'SCHEMA_ERROR', 400);
  });
});
