// The client-access endpoints of the Stack Auth API, one thin typed method per endpoint
// (PROTOCOL.md §5). Policy (redirects, listeners, stores) lives in the apps, not here.

import { PUBLIC_CLIENT_SENTINEL } from '../../protocol/constants';
import { KnownErrors } from '../../protocol/errors';
import type {
  ClientProjectWire,
  ClientUserUpdateBody,
  ClientUserWire,
  OAuthTokenResponse,
  PasswordSignInBody,
  PasswordSignUpBody,
  SignInResponse,
  SuccessResponse,
} from '../../protocol/wire';
import type { Clock } from '../clock';
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

  /** GET /projects/current: the client view of the project. */
  getCurrentProject(): Promise<ClientProjectWire> {
    return this.pipeline.json<ClientProjectWire>('/projects/current', { method: 'GET' });
  }
}

function withSession(session: SessionLike | undefined): { session?: SessionLike } {
  return session === undefined ? {} : { session };
}
