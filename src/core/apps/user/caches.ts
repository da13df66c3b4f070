// The part of the current user's area methods that stays in the script: the on-demand loader of their
// code (./areas) and the user-level caches, whose accessors must answer synchronously (React subscribes
// to them) while only their loads need the code. The area files use these accessors too, so each cache
// has one name and one load wherever it is created first.
import { INTERNAL_PROJECT_ID } from '../../../protocol/constants';
import type { AsyncCache, CachedValue } from '../../cache';
import type { ActiveSession } from './sessions';
import type { AdminOwnedProject } from './owned-projects';
import type { ContactChannel } from './contact-channels';
import type { NotificationCategory } from './notifications';
import type { OAuthConnection, OAuthProvider } from './connected-accounts';
import type { ReceivedTeamInvitation } from './received-team-invitations';
import type { EditableTeamMemberProfile, UserTeam } from './teams';
import type { TeamPermission } from './permissions';
import type { UserApiKey } from './api-keys';
import type { UserContext } from './context';

type UserAreas = typeof import('./areas');

let loading: Promise<UserAreas> | undefined;

/** The area code, fetched once on first use (a signed-out sign-in page never needs it); a failed fetch is tried again next time. */
export function userAreas(): Promise<UserAreas> {
  loading ??= import('./areas').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Starts fetching the area code early (beside a screen that will read it); a failure is met again, and said, on first use. */
export function preloadUserAreas(): void {
  userAreas().catch(() => undefined);
}

/** Thrown by the internal-project-only methods on an app of another project (SPEC.md §5). */
export const INTERNAL_PROJECT_ONLY_MESSAGE = "Internal-project-only functions need the project id 'internal'.";

export function ensureInternalProject(ctx: Pick<UserContext, 'api'>): void {
  if (ctx.api.projectId !== INTERNAL_PROJECT_ID) throw new Error(INTERNAL_PROJECT_ONLY_MESSAGE);
}

/** The cache name of one permission list; exported so mutations elsewhere can refresh it. */
export function permissionsCacheName(teamId: string | undefined, recursive: boolean): string {
  return teamId === undefined ? `permissions:project:${recursive}` : `permissions:team:${teamId}:${recursive}`;
}

/** The user-level caches that take no argument: their names and values. */
export interface AreaCacheValues {
  contactChannels: ContactChannel[];
  'active-sessions': ActiveSession[];
  'notification-categories': NotificationCategory[];
  'api-keys': UserApiKey[];
  oauthProviders: OAuthProvider[];
  connectedAccounts: OAuthConnection[];
  teams: UserTeam[];
  'received-team-invitations': ReceivedTeamInvitation[];
  'owned-projects': AdminOwnedProject[];
}

/** The user's cache `name`, its load fetched with the area code. */
const areaCache = <N extends keyof AreaCacheValues>(ctx: UserContext, name: N): AsyncCache<AreaCacheValues[N]> =>
  ctx.cache(name, async () => (await userAreas()).loads[name](ctx));

export const contactChannelsCache = (ctx: UserContext): CachedValue<ContactChannel[]> => areaCache(ctx, 'contactChannels');
export const activeSessionsCache = (ctx: UserContext): CachedValue<ActiveSession[]> => areaCache(ctx, 'active-sessions');
export const notificationCategoriesCache = (ctx: UserContext): CachedValue<NotificationCategory[]> => areaCache(ctx, 'notification-categories');
export const userApiKeysCache = (ctx: UserContext): CachedValue<UserApiKey[]> => areaCache(ctx, 'api-keys');
export const oauthProvidersCache = (ctx: UserContext): CachedValue<OAuthProvider[]> => areaCache(ctx, 'oauthProviders');
export const connectedAccountsCache = (ctx: UserContext): CachedValue<OAuthConnection[]> => areaCache(ctx, 'connectedAccounts');
export const teamsCache = (ctx: UserContext): AsyncCache<UserTeam[]> => areaCache(ctx, 'teams');
export const receivedTeamInvitationsCache = (ctx: UserContext): CachedValue<ReceivedTeamInvitation[]> => areaCache(ctx, 'received-team-invitations');
export const ownedProjectsCache = (ctx: UserContext): CachedValue<AdminOwnedProject[]> => areaCache(ctx, 'owned-projects');

export const teamProfileCache = (ctx: UserContext, teamId: string): CachedValue<EditableTeamMemberProfile> =>
  ctx.cache(`team-profile:${teamId}`, async () => (await userAreas()).loadTeamProfile(ctx, teamId));

export const permissionsCache = (ctx: UserContext, teamId: string | undefined, recursive: boolean): CachedValue<TeamPermission[]> =>
  ctx.cache(permissionsCacheName(teamId, recursive), async () => (await userAreas()).loadPermissions(ctx, teamId, recursive));
