// Answers are checked against their descriptors (issue 30, item 2), one endpoint of each users-and-teams
// area: a missing or mistyped field is an UnexpectedAnswerError naming the endpoint and the field, and a
// newer server's extra fields pass.
import { describe, expect, it } from 'vitest';
import type { AccessType } from '../../../src/protocol/constants';
import { RequestPipeline, UnexpectedAnswerError, type SessionLike } from '../../../src/core/http';
import { AdminPermissionDefinitionEndpoints } from '../../../src/core/interface/admin/permission-definitions';
import { ClientApiKeyEndpoints } from '../../../src/core/interface/client/api-keys';
import { ClientContactChannelEndpoints } from '../../../src/core/interface/client/contact-channels';
import { ClientPermissionEndpoints } from '../../../src/core/interface/client/permissions';
import { ClientTeamEndpoints } from '../../../src/core/interface/client/teams';
import { ClientUserEndpoints } from '../../../src/core/interface/client/users';
import { ServerMembershipEndpoints } from '../../../src/core/interface/server/memberships';
import { ServerNotificationPreferenceEndpoints } from '../../../src/core/interface/server/notification-preferences';
import { ServerTeamEndpoints } from '../../../src/core/interface/server/teams';
import { jsonResponse, scriptedFetch } from './helpers';

const ID = '5f0c1a7e-3b1d-4c3a-9f7e-2d1b0c9a8e7f';
const session: SessionLike = { getTokens: async () => ({ accessToken: 'a', refreshToken: 'r' }), markAccessTokenExpired: () => {} };

function pipelineAnswering(accessType: AccessType, body: unknown) {
  const fetch = scriptedFetch([jsonResponse(body)]);
  return { fetch, pipeline: new RequestPipeline({ baseUrl: 'http://127.0.0.1:8102', projectId: 'p', accessType, fetch, random: () => 0.5 }) };
}

const team = { id: ID, display_name: 'T', profile_image_url: null, client_metadata: null, client_read_only_metadata: null };
const user = {
  id: ID, primary_email: 'a@b.co', primary_email_verified: true, display_name: null, profile_image_url: null, signed_up_at_millis: 1,
  client_metadata: null, client_read_only_metadata: null, has_password: true, otp_auth_enabled: false, passkey_auth_enabled: false,
  auth_with_email: true, requires_totp_mfa: false, oauth_providers: [], selected_team_id: null, selected_team: null, is_anonymous: false,
  is_restricted: false, restricted_reason: null, restricted_by_admin: false, restricted_by_admin_reason: null,
};

interface Case {
  area: string;
  access: AccessType;
  answer: unknown;
  call: (pipeline: RequestPipeline) => Promise<unknown>;
  endpoint: string;
  problem: string;
}

const cases: Case[] = [
  { area: 'users', access: 'client', answer: { ...user, primary_email: 7 }, call: (p) => new ClientUserEndpoints(p).getCurrent(session), endpoint: 'GET /users/me', problem: 'answer.primary_email must be a string' },
  { area: 'teams', access: 'server', answer: { ...team }, call: (p) => new ServerTeamEndpoints(p).get(ID), endpoint: 'GET /teams/:team_id', problem: 'answer.created_at_millis must be defined' },
  { area: 'team memberships', access: 'server', answer: { team_id: ID }, call: (p) => new ServerMembershipEndpoints(p).add(ID, ID), endpoint: 'POST /team-memberships/:team_id/:user_id', problem: 'answer.user_id must be defined' },
  { area: 'team member profiles', access: 'client', answer: { team_id: ID, user_id: ID, display_name: null }, call: (p) => new ClientTeamEndpoints(p).getMemberProfile(session, ID, 'me'), endpoint: 'GET /team-member-profiles/:team_id/:user_id', problem: 'answer.profile_image_url must be defined' },
  { area: 'permissions', access: 'client', answer: { items: [{ id: 'read', user_id: ID }], is_paginated: false }, call: (p) => new ClientPermissionEndpoints(p).listTeam(session, ID, true), endpoint: 'GET /team-permissions', problem: 'answer.items[0].team_id must be defined' },
  { area: 'permission definitions', access: 'admin', answer: { items: 'none', is_paginated: false }, call: (p) => new AdminPermissionDefinitionEndpoints(p).listTeamPermissionDefinitions(), endpoint: 'GET /team-permission-definitions', problem: 'answer.items must be an array' },
  { area: 'contact channels', access: 'client', answer: { is_paginated: false }, call: (p) => new ClientContactChannelEndpoints(p).list(session), endpoint: 'GET /contact-channels', problem: 'answer.items must be defined' },
  { area: 'e-mail verification', access: 'client', answer: { is_code_valid: 'yes' }, call: (p) => new ClientContactChannelEndpoints(p).checkVerificationCode('x'.repeat(45)), endpoint: 'POST /contact-channels/verify/check-code', problem: 'answer.is_code_valid must be a boolean' },
  { area: 'notification preferences', access: 'server', answer: { notification_category_id: 'm', notification_category_name: 'M', enabled: 'no', can_disable: true }, call: (p) => new ServerNotificationPreferenceEndpoints(p).set(ID, 'm', false), endpoint: 'PATCH /emails/notification-preference/:user_id/:notification_category_id', problem: 'answer.enabled must be a boolean' },
  { area: 'API keys', access: 'client', answer: { id: ID, description: 'd', created_at_millis: 1, is_public: false, type: 'user', user_id: ID }, call: (p) => new ClientApiKeyEndpoints(p).createUserKey(session, { user_id: 'me', description: 'd', expires_at_millis: null }), endpoint: 'POST /user-api-keys', problem: 'answer.value must be defined' },
];

describe('answers of the users and teams areas are checked', () => {
  it.each(cases)('$area: a malformed answer names $endpoint and the field', async ({ access, answer, call, endpoint, problem }) => {
    const { pipeline } = pipelineAnswering(access, answer);
    const error = await call(pipeline).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnexpectedAnswerError);
    expect(error).toMatchObject({ endpoint });
    expect((error as UnexpectedAnswerError).problems).toContain(problem);
  });

  it('a well-formed answer with fields a newer server adds passes, on the same wire as before', async () => {
    const { pipeline, fetch } = pipelineAnswering('server', { ...team, created_at_millis: 1, server_metadata: null, new_field: true });
    await expect(new ServerTeamEndpoints(pipeline).get('a/b')).resolves.toMatchObject({ id: ID, new_field: true });
    expect(fetch.calls[0]?.url).toBe('http://127.0.0.1:8102/api/v1/teams/a%2Fb');
    expect(fetch.calls[0]?.init.method).toBe('GET');
  });
});
