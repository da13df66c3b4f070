// The on-demand module of the current user's areas (./loader fetches it): each area is listed here once,
// with its caches and methods (./define-area); the user object's async methods and cache loads call through.
import type { UserContext } from './context';
import type { UserAreaMethods } from './methods';
import type { AnyUserCache } from './define-area';
import { contactChannelsArea } from './contact-channels';
import { sessionsArea } from './sessions';
import { passkeysArea } from './passkeys';
import { notificationsArea } from './notifications';
import { userApiKeysArea } from './api-keys';
import { connectedAccountsArea } from './connected-accounts';
import { teamsArea } from './teams';
import { permissionsArea } from './permissions';
import { receivedTeamInvitationsArea } from './received-team-invitations';
import { ownedProjectsArea } from './owned-projects';
import { mfaRecoveryCodesArea } from './mfa-recovery-codes';

const USER_AREAS = [
  contactChannelsArea,
  sessionsArea,
  passkeysArea,
  notificationsArea,
  userApiKeysArea,
  connectedAccountsArea,
  teamsArea,
  permissionsArea,
  receivedTeamInvitationsArea,
  ownedProjectsArea,
  mfaRecoveryCodesArea,
] as const;

type Area = (typeof USER_AREAS)[number];
/** Every cache of every area, each with its own key, value and arguments (./index types its accessors by them). */
export type UserCaches = Area['caches'][number];

type Intersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void ? I : never;
type Implemented = Intersection<ReturnType<Area['methods']>>;
// A method of UserAreaMethods that no area implements is a type error here.
type Complete<T extends UserAreaMethods> = T;

const caches = new Map<string, AnyUserCache>(USER_AREAS.flatMap((area): readonly AnyUserCache[] => area.caches).map((cache) => [cache.key, cache]));

/** The load of the user's cache `key` for `args` (the accessors of ./index create caches with it). */
export function loadUserCache(ctx: UserContext, key: string, args: readonly unknown[]): Promise<unknown> {
  return caches.get(key)!.load(ctx, ...(args as never[]));
}

export function userAreaImplementation(ctx: UserContext): UserAreaMethods {
  return Object.assign({}, ...USER_AREAS.map((area) => area.methods(ctx))) as Complete<Implemented>;
}
