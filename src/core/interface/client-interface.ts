// The client-access endpoints of the Stack Auth API, one thin typed method per endpoint
// (PROTOCOL.md §5). Policy (redirects, listeners, stores) lives in the apps, not here.

import { PUBLIC_CLIENT_SENTINEL } from '../../protocol/constants';
import { KnownErrors } from '../../protocol/errors';
import type {
  ClientProjectWire,
  ClientUserUpdateBody,
  ClientUserWire,
  MfaSignInBody,
  OAuthTokenResponse,
  PasswordSignInBody,
  PasswordSignUpBody,
  SignInResponse,
  SuccessResponse,
} from '../../protocol/wire';
import type {
  CliAuthCompleteBody,
  CliAuthCompleteMode,
  CliAuthCheckResponse,
  CliAuthClaimResponse,
  CliAuthCompleteResponse,
  CliAuthPollResponse,
  CliAuthStartBody,
  CliAuthStartResponse,
} from '../../protocol/wire/cli-auth';
import type { OtpCheckCodeResponse, OtpSendSignInCodeBody, OtpSendSignInCodeResponse } from '../../protocol/wire/otp';
import type {
  PasskeyInitiateAuthenticationResponse,
  PasskeyInitiateRegistrationResponse,
  PasskeyRegisterBody,
  PasskeyRegisterResponse,
  PasskeySignInBody,
} from '../../protocol/wire/passkeys';
import type {
  PasswordResetBody,
  PasswordResetCheckResponse,
  PasswordSetBody,
  PasswordUpdateBody,
  SendResetCodeBody,
  SendResetCodeResponse,
} from '../../protocol/wire/passwords';
import type { ClientContactChannelCreateBody, ClientContactChannelUpdateBody, ContactChannelWire } from '../../protocol/wire/contact-channels';
import type { ListEnvelope } from '../../protocol/wire/common';
import type {
  ClientOAuthAccountUpdateBody,
  ConnectedAccountAccessTokenResponse,
  ConnectedAccountWire,
  OAuthAccountWire,
} from '../../protocol/wire/oauth-accounts';
import type {
  ContactChannelSendVerificationBody,
  EmailVerificationCheckResponse,
  SendVerificationEmailBody,
} from '../../protocol/wire/email-verification';
import type {
  ApiKeyUpdateBody,
  UserApiKeyCreateBody,
  UserApiKeyFirstViewWire,
  UserApiKeyWire,
} from '../../protocol/wire/api-keys';
import type { TeamApiKeyCreateBody, TeamApiKeyFirstViewWire, TeamApiKeyWire } from '../../protocol/wire/api-keys';
import type { ProjectPermissionGrantWire, TeamPermissionGrantWire } from '../../protocol/wire/permissions';
import type { NotificationPreferenceUpdateBody, NotificationPreferenceWire } from '../../protocol/wire/notification-preferences';
import type { SessionWire } from '../../protocol/wire/sessions';
import type { TeamInvitationDetailsWire, TeamInvitationSendBody, TeamInvitationSendResponse, TeamInvitationWire } from '../../protocol/wire/team-invitations';
import type { ClientTeamMemberProfileWire, ClientTeamWire, TeamMemberProfileUpdateBody, clientTeamCreateBody, clientTeamUpdateBody } from '../../protocol/wire/teams';
import type { Infer } from '../../protocol/schema';

type ClientTeamCreateBody = Infer<typeof clientTeamCreateBody>;
type ClientTeamUpdateBody = Infer<typeof clientTeamUpdateBody>;
import type { Clock } from '../../protocol/clock';
import { RequestPipeline, type SessionLike } from '../http/pipeline';
import { AccessToken, type RefreshToken } from '../session';

export interface ClientInterfaceOptions {
  /** API origin, without /api/v1. */
  baseUrl: string;
  projectId: string;
  publishableClientKey?: string;
  fetch?: typeof fetch;
  clock?: Clock;
}

export class ClientInterface {
  readonly projectId: string;
  readonly pipeline: RequestPipeline;
  private readonly publishableClientKey: string | undefined;

  constructor(options: ClientInterfaceOptions) {
    this.projectId = options.projectId;
    this.publishableClientKey = options.publishableClientKey;
    this.pipeline = new RequestPipeline({
      baseUrl: options.baseUrl,
      projectId: options.projectId,
      accessType: 'client',
      ...(options.publishableClientKey === undefined ? {} : { publishableClientKey: options.publishableClientKey }),
      ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
      ...(options.clock === undefined ? {} : { clock: options.clock }),
    });
  }

  /** POST /auth/password/sign-up. A session, when given, lets the server upgrade an anonymous user. */
  signUpWithPassword(body: PasswordSignUpBody, session?: SessionLike): Promise<SignInResponse> {
    return this.pipeline.json<SignInResponse>('/auth/password/sign-up', { method: 'POST', body, ...withSession(session) });
  }

  /** POST /auth/password/sign-in. */
  signInWithPassword(body: PasswordSignInBody): Promise<SignInResponse> {
    return this.pipeline.json<SignInResponse>('/auth/password/sign-in', { method: 'POST', body });
  }

  /** POST /auth/anonymous/sign-up (no body): a new anonymous user and its session. */
  signUpAnonymously(): Promise<SignInResponse> {
    return this.pipeline.json<SignInResponse>('/auth/anonymous/sign-up', { method: 'POST', body: {} });
  }

  /** POST /auth/mfa/sign-in: finishes a sign-in interrupted by MULTI_FACTOR_AUTHENTICATION_REQUIRED. */
  signInWithMfa(body: MfaSignInBody): Promise<SignInResponse> {
    return this.pipeline.json<SignInResponse>('/auth/mfa/sign-in', { method: 'POST', body });
  }

  /** POST /auth/otp/send-sign-in-code: mails the OTP and the magic link; answers the nonce (PROTOCOL.md §5.2). */
  sendSignInCode(body: OtpSendSignInCodeBody): Promise<OtpSendSignInCodeResponse> {
    return this.pipeline.json<OtpSendSignInCodeResponse>('/auth/otp/send-sign-in-code', { method: 'POST', body });
  }

  /** POST /auth/otp/sign-in with the 45-char code (link code, or OTP + nonce). A session lets the server upgrade an anonymous user. */
  signInWithOtp(code: string, session?: SessionLike): Promise<SignInResponse> {
    return this.pipeline.json<SignInResponse>('/auth/otp/sign-in', { method: 'POST', body: { code }, ...withSession(session) });
  }

  /** POST /auth/otp/sign-in/check-code: whether the code would sign in, without consuming it. */
  checkOtpCode(code: string): Promise<OtpCheckCodeResponse> {
    return this.pipeline.json<OtpCheckCodeResponse>('/auth/otp/sign-in/check-code', { method: 'POST', body: { code } });
  }

  /** POST /auth/passkey/initiate-passkey-registration: creation options (RP id is the placeholder) and the challenge code (PROTOCOL.md §5.4). */
  initiatePasskeyRegistration(session: SessionLike): Promise<PasskeyInitiateRegistrationResponse> {
    return this.pipeline.json<PasskeyInitiateRegistrationResponse>('/auth/passkey/initiate-passkey-registration', { method: 'POST', body: {}, session });
  }

  /** POST /auth/passkey/register: stores the browser's new credential for the signed-in user (replacing an older one). */
  registerPasskey(session: SessionLike, body: PasskeyRegisterBody): Promise<PasskeyRegisterResponse> {
    return this.pipeline.json<PasskeyRegisterResponse>('/auth/passkey/register', { method: 'POST', body, session });
  }

  /** POST /auth/passkey/initiate-passkey-authentication: request options (rpId is the placeholder) and the challenge code. */
  initiatePasskeyAuthentication(session?: SessionLike): Promise<PasskeyInitiateAuthenticationResponse> {
    return this.pipeline.json<PasskeyInitiateAuthenticationResponse>('/auth/passkey/initiate-passkey-authentication', { method: 'POST', body: {}, ...withSession(session) });
  }

  /** POST /auth/passkey/sign-in with the browser's assertion and the challenge code. */
  signInWithPasskey(body: PasskeySignInBody, session?: SessionLike): Promise<SignInResponse> {
    return this.pipeline.json<SignInResponse>('/auth/passkey/sign-in', { method: 'POST', body, ...withSession(session) });
  }

  /**
   * POST /auth/oauth/token with the refresh grant, as the official SDK refreshes (PROTOCOL.md §8).
   * Null when the refresh token is rejected (REFRESH_TOKEN_ERROR family): the session is over.
   */
  async refreshAccessToken(refreshToken: RefreshToken): Promise<AccessToken | null> {
    try {
      const response = await this.pipeline.json<OAuthTokenResponse>('/auth/oauth/token', {
        method: 'POST',
        form: {
          grant_type: 'refresh_token',
          refresh_token: refreshToken.token,
          client_id: this.projectId,
          client_secret: this.publishableClientKey ?? PUBLIC_CLIENT_SENTINEL,
        },
        authenticate: false,
      });
      return new AccessToken(response.access_token);
    } catch (error) {
      if (error instanceof KnownErrors.RefreshTokenError) return null;
      throw error;
    }
  }

  /** GET /auth/oauth/authorize/{provider} in JSON mode: the provider URL to navigate to (PROTOCOL.md §5.5). */
  getOAuthAuthorizeLocation(providerId: string, query: Record<string, string>): Promise<{ location: string }> {
    const params = new URLSearchParams({
      client_id: this.projectId,
      client_secret: this.publishableClientKey ?? PUBLIC_CLIENT_SENTINEL,
      ...query,
      stack_response_mode: 'json',
    });
    return this.pipeline.json<{ location: string }>(`/auth/oauth/authorize/${encodeURIComponent(providerId)}?${params}`, { method: 'GET', authenticate: false });
  }

  /** POST /auth/oauth/token with the authorization-code grant and the PKCE verifier (form body, no x-stack auth). */
  exchangeOAuthCode(input: { code: string; redirectUri: string; codeVerifier: string }): Promise<OAuthTokenResponse> {
    return this.pipeline.json<OAuthTokenResponse>('/auth/oauth/token', {
      method: 'POST',
      form: {
        grant_type: 'authorization_code',
        code: input.code,
        redirect_uri: input.redirectUri,
        code_verifier: input.codeVerifier,
        client_id: this.projectId,
        client_secret: this.publishableClientKey ?? PUBLIC_CLIENT_SENTINEL,
      },
      authenticate: false,
    });
  }

  /** DELETE /auth/sessions/current with body {}; a session that is already gone counts as signed out. */
  async signOut(session: SessionLike): Promise<void> {
    try {
      await this.pipeline.json<SuccessResponse>('/auth/sessions/current', { method: 'DELETE', body: {}, session });
    } catch (error) {
      if (error instanceof KnownErrors.RefreshTokenError) return;
      throw error;
    }
  }

  /** GET /users/me; null when the request carries no (live) user. */
  async getCurrentUser(session: SessionLike): Promise<ClientUserWire | null> {
    try {
      return await this.pipeline.json<ClientUserWire>('/users/me', { method: 'GET', session });
    } catch (error) {
      if (error instanceof KnownErrors.CannotGetOwnUserWithoutUser) return null;
      throw error;
    }
  }

  /** PATCH /users/me with a partial body; returns the updated user. */
  updateCurrentUser(session: SessionLike, body: ClientUserUpdateBody): Promise<ClientUserWire> {
    return this.pipeline.json<ClientUserWire>('/users/me', { method: 'PATCH', body, session });
  }

  /** DELETE /users/me (allowed when the project enables client user deletion). */
  async deleteCurrentUser(session: SessionLike): Promise<void> {
    await this.pipeline.json<SuccessResponse>('/users/me', { method: 'DELETE', session });
  }

  /** POST /auth/password/send-reset-code: mails a reset link when the e-mail belongs to a user (PROTOCOL.md §5.1). */
  sendPasswordResetCode(body: SendResetCodeBody): Promise<SendResetCodeResponse> {
    return this.pipeline.json<SendResetCodeResponse>('/auth/password/send-reset-code', { method: 'POST', body });
  }

  /** POST /auth/password/reset/check-code: whether the reset code is usable, without consuming it. */
  checkPasswordResetCode(code: string): Promise<PasswordResetCheckResponse> {
    return this.pipeline.json<PasswordResetCheckResponse>('/auth/password/reset/check-code', { method: 'POST', body: { code } });
  }

  /** POST /auth/password/reset: sets the password and ends every session of the user. */
  resetPassword(body: PasswordResetBody): Promise<SuccessResponse> {
    return this.pipeline.json<SuccessResponse>('/auth/password/reset', { method: 'POST', body });
  }

  /** POST /auth/password/update: other sessions end; the one whose refresh token is sent survives. */
  updatePassword(session: SessionLike, body: PasswordUpdateBody): Promise<SuccessResponse> {
    return this.pipeline.json<SuccessResponse>('/auth/password/update', { method: 'POST', body, session });
  }

  /** POST /auth/password/set: gives a user without a password one. */
  setPassword(session: SessionLike, body: PasswordSetBody): Promise<SuccessResponse> {
    return this.pipeline.json<SuccessResponse>('/auth/password/set', { method: 'POST', body, session });
  }

  /** POST /contact-channels/send-verification-code (deprecated form, as the official SDK): `email` must be the primary e-mail. */
  sendVerificationEmail(session: SessionLike, body: SendVerificationEmailBody): Promise<SuccessResponse> {
    return this.pipeline.json<SuccessResponse>('/contact-channels/send-verification-code', { method: 'POST', body, session });
  }

  /** POST /contact-channels/{user_id}/{contact_channel_id}/send-verification-code. */
  sendContactChannelVerificationCode(session: SessionLike, userId: string, contactChannelId: string, body: ContactChannelSendVerificationBody): Promise<SuccessResponse> {
    const path = `/contact-channels/${encodeURIComponent(userId)}/${encodeURIComponent(contactChannelId)}/send-verification-code`;
    return this.pipeline.json<SuccessResponse>(path, { method: 'POST', body, session });
  }

  /** POST /contact-channels/verify: marks the e-mail of the code verified (no user needed). */
  verifyEmail(code: string): Promise<SuccessResponse> {
    return this.pipeline.json<SuccessResponse>('/contact-channels/verify', { method: 'POST', body: { code } });
  }

  /** POST /contact-channels/verify/check-code: whether the verification code is usable, without consuming it. */
  checkEmailVerificationCode(code: string): Promise<EmailVerificationCheckResponse> {
    return this.pipeline.json<EmailVerificationCheckResponse>('/contact-channels/verify/check-code', { method: 'POST', body: { code } });
  }

  // ---- Account settings: each area inserts its endpoint methods below its own marker. ----
  // CONTACT-CHANNELS endpoints (PROTOCOL.md §5.10).
  /** GET /contact-channels?user_id=me: the signed-in user's channels, oldest first. */
  async listContactChannels(session: SessionLike): Promise<ContactChannelWire[]> {
    const list = await this.pipeline.json<ListEnvelope<ContactChannelWire>>('/contact-channels?user_id=me', { method: 'GET', session });
    return list.items;
  }

  /** POST /contact-channels (201): a new channel of the signed-in user. */
  createContactChannel(session: SessionLike, body: ClientContactChannelCreateBody): Promise<ContactChannelWire> {
    return this.pipeline.json<ContactChannelWire>('/contact-channels', { method: 'POST', body, session });
  }

  /** PATCH /contact-channels/me/{id} with a partial body. */
  updateContactChannel(session: SessionLike, contactChannelId: string, body: ClientContactChannelUpdateBody): Promise<ContactChannelWire> {
    return this.pipeline.json<ContactChannelWire>(`/contact-channels/me/${encodeURIComponent(contactChannelId)}`, { method: 'PATCH', body, session });
  }

  /** DELETE /contact-channels/me/{id}. */
  async deleteContactChannel(session: SessionLike, contactChannelId: string): Promise<void> {
    await this.pipeline.json<SuccessResponse>(`/contact-channels/me/${encodeURIComponent(contactChannelId)}`, { method: 'DELETE', session });
  }
  // SESSIONS endpoints (PROTOCOL.md §5.7 list/revoke) and NOTIFICATION-PREFERENCES endpoints (§5.22).
  /** GET /auth/sessions?user_id=me: the user's sessions, newest first (impersonations hidden). */
  listSessions(session: SessionLike): Promise<ListEnvelope<SessionWire>> {
    return this.pipeline.json<ListEnvelope<SessionWire>>('/auth/sessions?user_id=me', { method: 'GET', session });
  }

  /** DELETE /auth/sessions/{id}?user_id=me: ends another session of the user (not the current one). */
  deleteSession(session: SessionLike, sessionId: string): Promise<SuccessResponse> {
    return this.pipeline.json<SuccessResponse>(`/auth/sessions/${encodeURIComponent(sessionId)}?user_id=me`, { method: 'DELETE', session });
  }

  /** GET /emails/notification-preference/me: both categories with the user's choice. */
  listNotificationPreferences(session: SessionLike): Promise<ListEnvelope<NotificationPreferenceWire>> {
    return this.pipeline.json<ListEnvelope<NotificationPreferenceWire>>('/emails/notification-preference/me', { method: 'GET', session });
  }

  /** PATCH /emails/notification-preference/me/{category_id}: turns a category on or off. */
  setNotificationPreference(session: SessionLike, categoryId: string, body: NotificationPreferenceUpdateBody): Promise<NotificationPreferenceWire> {
    const path = `/emails/notification-preference/me/${encodeURIComponent(categoryId)}`;
    return this.pipeline.json<NotificationPreferenceWire>(path, { method: 'PATCH', body, session });
  }
  // OAUTH-ACCOUNTS and CONNECTED-ACCOUNTS endpoints (PROTOCOL.md §5.23, §5.24).
  /** GET /oauth-providers?user_id=: the OAuth accounts linked to the user, oldest first. */
  listOAuthAccounts(session: SessionLike, userId: string): Promise<ListEnvelope<OAuthAccountWire>> {
    return this.pipeline.json<ListEnvelope<OAuthAccountWire>>(`/oauth-providers?user_id=${encodeURIComponent(userId)}`, { method: 'GET', session });
  }

  /** PATCH /oauth-providers/{user_id}/{id}: allow_sign_in / allow_connected_accounts of one linked account. */
  updateOAuthAccount(session: SessionLike, userId: string, accountId: string, body: ClientOAuthAccountUpdateBody): Promise<OAuthAccountWire> {
    return this.pipeline.json<OAuthAccountWire>(`/oauth-providers/${encodeURIComponent(userId)}/${encodeURIComponent(accountId)}`, { method: 'PATCH', body, session });
  }

  /** DELETE /oauth-providers/{user_id}/{id}: unlinks the account. */
  deleteOAuthAccount(session: SessionLike, userId: string, accountId: string): Promise<SuccessResponse> {
    return this.pipeline.json<SuccessResponse>(`/oauth-providers/${encodeURIComponent(userId)}/${encodeURIComponent(accountId)}`, { method: 'DELETE', session });
  }

  /** GET /connected-accounts/{user_id}: the accounts usable for provider access tokens. */
  listConnectedAccounts(session: SessionLike, userId: string): Promise<ListEnvelope<ConnectedAccountWire>> {
    return this.pipeline.json<ListEnvelope<ConnectedAccountWire>>(`/connected-accounts/${encodeURIComponent(userId)}`, { method: 'GET', session });
  }

  /** POST /connected-accounts/{user_id}/{provider_id}[/{provider_account_id}]/access-token with the space-separated scopes. */
  createProviderAccessToken(session: SessionLike, userId: string, providerId: string, scope: string, providerAccountId?: string): Promise<ConnectedAccountAccessTokenResponse> {
    const account = providerAccountId === undefined ? '' : `/${encodeURIComponent(providerAccountId)}`;
    const path = `/connected-accounts/${encodeURIComponent(userId)}/${encodeURIComponent(providerId)}${account}/access-token`;
    return this.pipeline.json<ConnectedAccountAccessTokenResponse>(path, { method: 'POST', body: { scope }, session });
  }

  // USER-API-KEYS endpoints (PROTOCOL.md §5.17).
  /** GET /user-api-keys?user_id=: the user's keys, newest first (last four characters only). */
  async listUserApiKeys(session: SessionLike, userId: string): Promise<UserApiKeyWire[]> {
    const answer = await this.pipeline.json<{ items: UserApiKeyWire[] }>(`/user-api-keys?${new URLSearchParams({ user_id: userId })}`, { method: 'GET', session });
    return answer.items;
  }

  /** POST /user-api-keys: the new key with its full secret (shown only this once). */
  createUserApiKey(session: SessionLike, body: UserApiKeyCreateBody): Promise<UserApiKeyFirstViewWire> {
    return this.pipeline.json<UserApiKeyFirstViewWire>('/user-api-keys', { method: 'POST', body, session });
  }

  /** GET /user-api-keys/{id}?user_id= (the owner query is always sent). */
  getUserApiKey(session: SessionLike, userId: string, keyId: string): Promise<UserApiKeyWire> {
    const path = `/user-api-keys/${encodeURIComponent(keyId)}?${new URLSearchParams({ user_id: userId })}`;
    return this.pipeline.json<UserApiKeyWire>(path, { method: 'GET', session });
  }

  /** PATCH /user-api-keys/{id}?user_id=: description and/or one-way revocation. */
  updateUserApiKey(session: SessionLike, userId: string, keyId: string, body: ApiKeyUpdateBody): Promise<UserApiKeyWire> {
    const path = `/user-api-keys/${encodeURIComponent(keyId)}?${new URLSearchParams({ user_id: userId })}`;
    return this.pipeline.json<UserApiKeyWire>(path, { method: 'PATCH', body, session });
  }

  // ---- End of account settings. ----
  // TEAMS endpoints (PROTOCOL.md §5.11 teams, §5.12 leave, §5.13 member profiles).
  /** GET /teams?user_id=me: the signed-in user's teams, oldest first. */
  async listTeams(session: SessionLike): Promise<ClientTeamWire[]> {
    const list = await this.pipeline.json<ListEnvelope<ClientTeamWire>>('/teams?user_id=me', { method: 'GET', session });
    return list.items;
  }

  /** POST /teams (201): the signed-in user creates a team and becomes its first member (creator permissions). */
  createTeam(session: SessionLike, body: ClientTeamCreateBody): Promise<ClientTeamWire> {
    return this.pipeline.json<ClientTeamWire>('/teams', { method: 'POST', body, session });
  }

  /** GET /teams/{id}: a team the user is a member of. */
  getTeam(session: SessionLike, teamId: string): Promise<ClientTeamWire> {
    return this.pipeline.json<ClientTeamWire>(`/teams/${encodeURIComponent(teamId)}`, { method: 'GET', session });
  }

  /** PATCH /teams/{id} (needs $update_team). */
  updateTeam(session: SessionLike, teamId: string, body: ClientTeamUpdateBody): Promise<ClientTeamWire> {
    return this.pipeline.json<ClientTeamWire>(`/teams/${encodeURIComponent(teamId)}`, { method: 'PATCH', body, session });
  }

  /** DELETE /teams/{id} (needs $delete_team). */
  async deleteTeam(session: SessionLike, teamId: string): Promise<void> {
    await this.pipeline.json<SuccessResponse>(`/teams/${encodeURIComponent(teamId)}`, { method: 'DELETE', session });
  }

  /** DELETE /team-memberships/{id}/me: the signed-in user leaves the team. */
  async leaveTeam(session: SessionLike, teamId: string): Promise<void> {
    await this.pipeline.json<SuccessResponse>(`/team-memberships/${encodeURIComponent(teamId)}/me`, { method: 'DELETE', session });
  }

  /** GET /team-member-profiles?team_id=: the members' team profiles, by join time (needs $read_members). */
  async listTeamMemberProfiles(session: SessionLike, teamId: string): Promise<ClientTeamMemberProfileWire[]> {
    const path = `/team-member-profiles?${new URLSearchParams({ team_id: teamId })}`;
    const list = await this.pipeline.json<ListEnvelope<ClientTeamMemberProfileWire>>(path, { method: 'GET', session });
    return list.items;
  }

  /** GET /team-member-profiles/{team}/{user} (user may be 'me'). */
  getTeamMemberProfile(session: SessionLike, teamId: string, userId: string): Promise<ClientTeamMemberProfileWire> {
    const path = `/team-member-profiles/${encodeURIComponent(teamId)}/${encodeURIComponent(userId)}`;
    return this.pipeline.json<ClientTeamMemberProfileWire>(path, { method: 'GET', session });
  }

  /** PATCH /team-member-profiles/{team}/{user}: the user's own per-team name and image. */
  updateTeamMemberProfile(session: SessionLike, teamId: string, userId: string, body: TeamMemberProfileUpdateBody): Promise<ClientTeamMemberProfileWire> {
    const path = `/team-member-profiles/${encodeURIComponent(teamId)}/${encodeURIComponent(userId)}`;
    return this.pipeline.json<ClientTeamMemberProfileWire>(path, { method: 'PATCH', body, session });
  }

  // TEAM-INVITATIONS endpoints (PROTOCOL.md §5.14).
  /** POST /team-invitations/send-code: mails an invitation to join the team (needs $invite_members). */
  sendTeamInvitation(session: SessionLike, body: TeamInvitationSendBody): Promise<TeamInvitationSendResponse> {
    return this.pipeline.json<TeamInvitationSendResponse>('/team-invitations/send-code', { method: 'POST', body, session });
  }

  /** GET /team-invitations?team_id=: the team's pending invitations. */
  async listTeamInvitations(session: SessionLike, teamId: string): Promise<TeamInvitationWire[]> {
    const answer = await this.pipeline.json<{ items: TeamInvitationWire[] }>(`/team-invitations?${new URLSearchParams({ team_id: teamId })}`, { method: 'GET', session });
    return answer.items;
  }

  /** DELETE /team-invitations/{id}?team_id=: revokes a pending invitation (needs $remove_members). */
  async revokeTeamInvitation(session: SessionLike, teamId: string, invitationId: string): Promise<void> {
    const path = `/team-invitations/${encodeURIComponent(invitationId)}?${new URLSearchParams({ team_id: teamId })}`;
    await this.pipeline.json<SuccessResponse>(path, { method: 'DELETE', session });
  }

  /** POST /team-invitations/accept: the signed-in user joins the code's team. */
  async acceptTeamInvitation(session: SessionLike, code: string): Promise<void> {
    await this.pipeline.json<Record<string, never>>('/team-invitations/accept', { method: 'POST', body: { code }, session });
  }

  /** POST /team-invitations/accept/check-code: whether the code is usable, without consuming it. */
  checkTeamInvitationCode(session: SessionLike, code: string): Promise<{ is_code_valid: boolean }> {
    return this.pipeline.json<{ is_code_valid: boolean }>('/team-invitations/accept/check-code', { method: 'POST', body: { code }, session });
  }

  /** GET /team-invitations?user_id=me: pending invitations to the user's verified e-mails. */
  async listReceivedTeamInvitations(session: SessionLike): Promise<TeamInvitationWire[]> {
    const answer = await this.pipeline.json<{ items: TeamInvitationWire[] }>('/team-invitations?user_id=me', { method: 'GET', session });
    return answer.items;
  }

  /** POST /team-invitations/{id}/accept?user_id=me: joins the team of an invitation to a verified e-mail. */
  async acceptTeamInvitationById(session: SessionLike, invitationId: string): Promise<void> {
    const path = `/team-invitations/${encodeURIComponent(invitationId)}/accept?user_id=me`;
    await this.pipeline.json<Record<string, never>>(path, { method: 'POST', body: {}, session });
  }

  /** POST /team-invitations/accept/details: the invited team's id and name (code not consumed). */
  getTeamInvitationDetails(session: SessionLike, code: string): Promise<TeamInvitationDetailsWire> {
    return this.pipeline.json<TeamInvitationDetailsWire>('/team-invitations/accept/details', { method: 'POST', body: { code }, session });
  }
  // PERMISSIONS endpoints (PROTOCOL.md §5.15) and TEAM-API-KEYS endpoints (§5.17).
  /** GET /team-permissions?team_id=&user_id=me&recursive=: the current user's grants in one team (§8). */
  async listTeamPermissions(session: SessionLike, teamId: string, recursive: boolean): Promise<TeamPermissionGrantWire[]> {
    const query = new URLSearchParams({ team_id: teamId, user_id: 'me', recursive: String(recursive) });
    const answer = await this.pipeline.json<{ items: TeamPermissionGrantWire[] }>(`/team-permissions?${query}`, { method: 'GET', session });
    return answer.items;
  }

  /** GET /project-permissions?user_id=me&recursive=: the current user's project grants. */
  async listProjectPermissions(session: SessionLike, recursive: boolean): Promise<ProjectPermissionGrantWire[]> {
    const query = new URLSearchParams({ user_id: 'me', recursive: String(recursive) });
    const answer = await this.pipeline.json<{ items: ProjectPermissionGrantWire[] }>(`/project-permissions?${query}`, { method: 'GET', session });
    return answer.items;
  }

  /** POST /team-api-keys: the new team key with its full secret (shown only this once). */
  createTeamApiKey(session: SessionLike, body: TeamApiKeyCreateBody): Promise<TeamApiKeyFirstViewWire> {
    return this.pipeline.json<TeamApiKeyFirstViewWire>('/team-api-keys', { method: 'POST', body, session });
  }

  /** GET /team-api-keys?team_id=: the team's keys, newest first (last four characters only). */
  async listTeamApiKeys(session: SessionLike, teamId: string): Promise<TeamApiKeyWire[]> {
    const answer = await this.pipeline.json<{ items: TeamApiKeyWire[] }>(`/team-api-keys?${new URLSearchParams({ team_id: teamId })}`, { method: 'GET', session });
    return answer.items;
  }

  /** GET /team-api-keys/{id}?team_id= (schema-required, always sent). */
  getTeamApiKey(session: SessionLike, teamId: string, keyId: string): Promise<TeamApiKeyWire> {
    const path = `/team-api-keys/${encodeURIComponent(keyId)}?${new URLSearchParams({ team_id: teamId })}`;
    return this.pipeline.json<TeamApiKeyWire>(path, { method: 'GET', session });
  }

  /** PATCH /team-api-keys/{id}?team_id=: description and/or one-way revocation. */
  updateTeamApiKey(session: SessionLike, teamId: string, keyId: string, body: ApiKeyUpdateBody): Promise<TeamApiKeyWire> {
    const path = `/team-api-keys/${encodeURIComponent(keyId)}?${new URLSearchParams({ team_id: teamId })}`;
    return this.pipeline.json<TeamApiKeyWire>(path, { method: 'PATCH', body, session });
  }
  // ---- End of teams. ----

  /** GET /projects/current: the client view of the project. */
  getCurrentProject(): Promise<ClientProjectWire> {
    return this.pipeline.json<ClientProjectWire>('/projects/current', { method: 'GET' });
  }

  /** POST /auth/cli: starts a CLI login attempt (PROTOCOL.md §5.8). */
  startCliAuth(body: CliAuthStartBody = {}): Promise<CliAuthStartResponse> {
    return this.pipeline.json<CliAuthStartResponse>('/auth/cli', { method: 'POST', body });
  }

  /** POST /auth/cli/poll; the HTTP status matters (201 only for the one success answer). */
  async pollCliAuth(pollingCode: string): Promise<{ httpStatus: number; body: CliAuthPollResponse }> {
    const res = await this.pipeline.send('/auth/cli/poll', { method: 'POST', body: { polling_code: pollingCode } });
    return { httpStatus: res.status, body: (await res.json()) as CliAuthPollResponse };
  }

  /** POST /auth/cli/complete in one of its modes (default `complete`: hands `refresh_token` to the CLI). */
  completeCliAuth<M extends CliAuthCompleteMode = 'complete'>(
    body: CliAuthCompleteBody & { mode?: M },
    session?: SessionLike,
  ): Promise<CliAuthCompleteResult<M>> {
    return this.pipeline.json<CliAuthCompleteResult<M>>('/auth/cli/complete', { method: 'POST', body, ...withSession(session) });
  }
}

/** The answer of POST /auth/cli/complete for each mode. */
export type CliAuthCompleteResult<M extends CliAuthCompleteMode> = M extends 'check'
  ? CliAuthCheckResponse
  : M extends 'claim-anon-session'
    ? CliAuthClaimResponse
    : CliAuthCompleteResponse;

function withSession(session: SessionLike | undefined): { session?: SessionLike } {
  return session === undefined ? {} : { session };
}
