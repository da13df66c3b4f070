// The header-processing algorithm of PROTOCOL.md §2.3: runs on every API route, first failure wins.
import type { MiddlewareHandler } from 'hono';
import { ACCESS_TYPES, PUBLIC_CLIENT_SENTINEL, type AccessType } from '../../src/protocol/constants';
import { KnownErrors, invalidAccessTypeMessage } from '../../src/protocol/errors';
import type { AppEnv, AuthInfo, EmulatorContext } from '../context';
import { StatusError } from '../http';
import { recordActivity, sameUtcDay } from '../metrics/activity';
import { hasValidKey, projectAtVersion, type CachedProject } from '../projects/cache';
import type { ProjectRecord } from '../projects/store';
import type { AccessTokenClaims } from '../../src/protocol/wire/auth';
import { sessionEndedError, verifyAccessToken } from '../tokens/access-token';
import { getTokenUser } from '../users/store';
import { isTeamMember } from '../teams/store';
import { readAuthRow } from './auth-statement';
import { stackHeader } from './headers';
import { isAcceptedStackDevKey } from '../projects/stack-dev-keys';

export interface AuthOptions {
  /**
   * Admit a token whose session ended (sign-out answers it with REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED,
   * which SDKs read as "already signed out"); everywhere else such a token is refused.
   */
  allowEndedSession?: boolean;
}

export async function authenticate(ctx: EmulatorContext, request: Request, options: AuthOptions = {}): Promise<AuthInfo | null> {
  const h = (suffix: string) => stackHeader(request, suffix);
  const rawType = h('access-type');
  const publishableKey = h('publishable-client-key');
  const secretKey = h('secret-server-key');
  const adminKey = h('super-secret-admin-key');
  const adminToken = h('admin-access-token');

  // 1-2. No access type: unauthenticated, unless a key shows the caller meant to authenticate.
  if (rawType === undefined) {
    if (publishableKey !== undefined || secretKey !== undefined || adminKey !== undefined || adminToken !== undefined) {
      throw new KnownErrors.ProjectKeyWithoutAccessType();
    }
    return null;
  }
  // 3.
  if (!(ACCESS_TYPES as readonly string[]).includes(rawType)) {
    throw new KnownErrors.InvalidAccessType(undefined, invalidAccessTypeMessage(rawType));
  }
  const type = rawType as AccessType;
  // 4.
  const projectId = h('project-id');
  if (projectId === undefined) throw new KnownErrors.AccessTypeWithoutProjectId({ request_type: type });

  const now = ctx.clock.now();
  // 5. The user's access token.
  const token = h('access-token');
  let tokenClaims: AccessTokenClaims | null = null;
  if (token !== undefined) {
    const result = await verifyAccessToken(ctx.db, token, now);
    if (!result.ok && result.reason === 'expired') {
      const claims = result.claims;
      throw new KnownErrors.AccessTokenExpired({
        expired_at_millis: typeof claims.exp === 'number' ? claims.exp * 1000 : null,
        project_id: claims.project_id ?? null,
        user_id: claims.sub ?? null,
        refresh_token_id: claims.refresh_token_id ?? null,
      });
    }
    if (!result.ok) throw new KnownErrors.UnparsableAccessToken();
    const claims = result.claims;
    if (claims.project_id !== projectId) {
      throw new KnownErrors.InvalidProjectForAccessToken({ expected_project_id: projectId, actual_project_id: claims.project_id });
    }
    const allowAnonymous = h('allow-anonymous-user') === 'true';
    const allowRestricted = allowAnonymous || h('allow-restricted-user') === 'true';
    if (claims.is_anonymous && !allowAnonymous) throw new KnownErrors.AnonymousAuthenticationNotAllowed();
    if (claims.is_restricted && !allowRestricted && claims.restricted_reason) {
      throw new KnownErrors.RestrictedUserNotAllowed({ restricted_reason: claims.restricted_reason });
    }
    tokenClaims = claims;
  }

  // 6. One statement: the project's cache version, and the token's user (step 10) riding along.
  const row = await readAuthRow(ctx.db, projectId, tokenClaims && { userId: tokenClaims.sub, sessionId: tokenClaims.refresh_token_id }, now);
  const cached = row && (await projectAtVersion(ctx.db, projectId, row.projectVersion));
  if (!row || !cached) throw new KnownErrors.CurrentProjectNotFound({ project_id: projectId });
  const { project } = cached;

  // 7-8. Admin access token instead of keys, else the key of the access type.
  if (adminToken !== undefined) {
    await checkAdminAccessToken(ctx, project, adminToken, now);
  } else {
    checkKey(cached, type, { publishableKey, secretKey, adminKey }, now, ctx.stackDevKeys ? request : null);
  }

  // 9.
  const branchId = h('branch-id') ?? 'main';
  if (branchId !== 'main') throw new KnownErrors.BranchDoesNotExist({ branch_id: branchId });

  // 10. A deleted user leaves the request without a user (read in step 6's statement, with the session check).
  const found = row.tokenUser;
  // A revoked or signed-out session takes its access tokens with it, not only its refresh token.
  if (tokenClaims && found && !found.sessionLive && !options.allowEndedSession) throw sessionEndedError(tokenClaims);
  const userState = found ? found.state(project) : null;
  const user = userState?.user ?? null;
  // A request made with the user's token counts the user active today (metrics' daily active users).
  // A token minted today already did (minting records the day and sets last_active_at), so only a
  // token from an earlier day costs a write.
  if (user && !sameUtcDay(user.last_active_at_millis, now)) await recordActivity(ctx.db, project.id, user.id, now);
  return { type, project, user, userState, refreshTokenId: user ? (tokenClaims?.refresh_token_id ?? null) : null };
}

function checkKey(
  cached: CachedProject,
  type: AccessType,
  keys: { publishableKey?: string; secretKey?: string; adminKey?: string },
  now: number,
  /** The request, when Stack's published development keys may be accepted (projects/stack-dev-keys.ts). */
  devKeysFrom: Request | null,
): void {
  const project = cached.project;
  const project_id = project.id;
  switch (type) {
    case 'client': {
      const key = keys.publishableKey;
      const required = project.config.require_publishable_client_key;
      if (key === undefined || key === PUBLIC_CLIENT_SENTINEL) {
        if (required) throw new KnownErrors.PublishableClientKeyRequiredForProject({ project_id });
        return;
      }
      if (!hasValidKey(cached, 'publishable_client_key', key, now)) {
        throw new KnownErrors.InvalidPublishableClientKey({ project_id });
      }
      return;
    }
    case 'server':
      if (keys.secretKey === undefined) throw new KnownErrors.ServerAuthenticationRequired();
      if (devKeysFrom && isAcceptedStackDevKey(devKeysFrom, project_id, 'secretServerKey', keys.secretKey)) return;
      if (!hasValidKey(cached, 'secret_server_key', keys.secretKey, now)) {
        throw new KnownErrors.InvalidSecretServerKey({ project_id });
      }
      return;
    case 'admin':
      if (keys.adminKey === undefined) throw new KnownErrors.AdminAuthenticationRequired();
      if (devKeysFrom && isAcceptedStackDevKey(devKeysFrom, project_id, 'superSecretAdminKey', keys.adminKey)) return;
      if (!hasValidKey(cached, 'super_secret_admin_key', keys.adminKey, now)) {
        throw new KnownErrors.InvalidSuperSecretAdminKey({ project_id });
      }
      return;
  }
}

/** Dashboard mode (PROTOCOL.md §2.6): an internal-project user in the project's owner team. */
async function checkAdminAccessToken(ctx: EmulatorContext, project: ProjectRecord, token: string, now: number): Promise<void> {
  const result = await verifyAccessToken(ctx.db, token, now);
  if (!result.ok && result.reason === 'expired') {
    const exp = result.claims.exp;
    throw new KnownErrors.AdminAccessTokenExpired({ expired_at_millis: typeof exp === 'number' ? exp * 1000 : null });
  }
  if (!result.ok) throw new KnownErrors.UnparsableAdminAccessToken();
  if (result.claims.project_id !== 'internal') throw new KnownErrors.AdminAccessTokenIsNotAdmin();
  const found = await getTokenUser(ctx.db, 'internal', result.claims.sub, result.claims.refresh_token_id, now);
  if (!found) {
    throw new StatusError(401, 'The user associated with the admin access token is no longer valid. Please refresh the admin access token and try again.');
  }
  // As for end-user tokens (step 10): a signed-out or revoked session takes its admin access with it, as
  // the admin form of the same answer (expired at no known time), which makes the dashboard refresh and
  // that refresh then fails, so it ends signed out.
  if (!found.sessionLive) throw new KnownErrors.AdminAccessTokenExpired({ expired_at_millis: null });
  const user = found.user;
  if (!project.owner_team_id || !(await isTeamMember(ctx.db, project.owner_team_id, user.id))) {
    throw new KnownErrors.AdminAccessTokenIsNotAdmin();
  }
}

export function headerAuth(options: AuthOptions = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('auth', await authenticate(c.var.ctx, c.req.raw, options));
    await next();
  };
}
