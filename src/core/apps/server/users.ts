// The app-level user calls of StackServerApp (PROTOCOL.md §5.9, §5.17): create, list by pages, read by id
// or by one of the user's API keys. Absent records read as null, as in the official SDK.
import { KnownErrors } from '../../../protocol/errors/client';
import type { UserListQuery } from '../../../protocol/wire/users';
import { createServerTeam, type ServerTeam } from './server-team';
import { createServerUser, type ServerUser } from './server-user';
import { serverUserCreateBody, type ServerUserCreateOptions } from './user/body';
import type { ServerAppContext } from './user/context';

export interface ServerListUsersOptions {
  /** A user id from `nextCursor`: the page starts at that user. */
  cursor?: string;
  limit?: number;
  /** Sign-up time is the only order (SPEC §9). */
  orderBy?: 'signedUpAt';
  desc?: boolean;
  /** Part of a name or e-mail (any case), or a user id. */
  query?: string;
  /** Only members of this team. */
  teamId?: string;
  /** Also users restricted by an admin or awaiting verification. */
  includeRestricted?: boolean;
  /** Also anonymous users (and restricted ones). */
  includeAnonymous?: boolean;
  /** Only anonymous users; needs includeAnonymous. */
  onlyAnonymous?: boolean;
}

/** A page of users; `nextCursor` is the cursor of the next page, null on the last one. */
export type ServerUserPage = ServerUser[] & { nextCursor: string | null };

/** The answer, or null when the request failed with one of these known errors. */
export async function nullWhen<T>(promise: Promise<T>, ...notFound: (abstract new (...args: never[]) => Error)[]): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (notFound.some((cls) => error instanceof cls)) return null;
    throw error;
  }
}

const flag = (value: boolean | undefined): 'true' | undefined => (value ? 'true' : undefined);

export function listUsersQuery(options: ServerListUsersOptions): UserListQuery {
  const query: UserListQuery = {};
  if (options.cursor !== undefined) query.cursor = options.cursor;
  if (options.limit !== undefined) query.limit = options.limit;
  if (options.orderBy !== undefined) query.order_by = 'signed_up_at';
  if (options.desc !== undefined) query.desc = options.desc ? 'true' : 'false';
  if (options.query) query.query = options.query;
  if (options.teamId !== undefined) query.team_id = options.teamId;
  query.include_restricted = flag(options.includeRestricted);
  query.include_anonymous = flag(options.includeAnonymous);
  query.only_anonymous = flag(options.onlyAnonymous);
  return query;
}

export async function createUser(ctx: ServerAppContext, options: ServerUserCreateOptions): Promise<ServerUser> {
  return createServerUser(ctx, await ctx.api.users.create(serverUserCreateBody(options)));
}

export async function listUsers(ctx: ServerAppContext, options: ServerListUsersOptions = {}): Promise<ServerUserPage> {
  const page = await ctx.api.users.list(listUsersQuery(options));
  return Object.assign(
    page.items.map((wire) => createServerUser(ctx, wire)),
    { nextCursor: page.pagination?.next_cursor ?? null },
  );
}

export async function getUserById(ctx: ServerAppContext, userId: string): Promise<ServerUser | null> {
  const wire = await nullWhen(ctx.api.users.get(userId), KnownErrors.UserNotFound);
  return wire === null ? null : createServerUser(ctx, wire);
}

export async function getTeamById(ctx: ServerAppContext, teamId: string): Promise<ServerTeam | null> {
  const wire = await nullWhen(ctx.api.teams.get(teamId), KnownErrors.TeamNotFound);
  return wire === null ? null : createServerTeam(ctx.api, wire);
}

/** The owner of a valid user API key; null for an unknown, revoked, expired or team key (any API_KEY_NOT_VALID). */
export async function getUserByApiKey(ctx: ServerAppContext, apiKey: string): Promise<ServerUser | null> {
  const key = await nullWhen(ctx.api.apiKeys.check('user', apiKey), KnownErrors.ApiKeyNotValid);
  return key === null ? null : getUserById(ctx, key.user_id);
}

/** The team of a valid team API key; null for an unknown, revoked, expired or user key. */
export async function getTeamByApiKey(ctx: ServerAppContext, apiKey: string): Promise<ServerTeam | null> {
  const key = await nullWhen(ctx.api.apiKeys.check('team', apiKey), KnownErrors.ApiKeyNotValid);
  return key === null ? null : getTeamById(ctx, key.team_id);
}
