// The current user's teams (PROTOCOL.md §5.11-§5.13): list, create, select, leave, team objects with
// profile and members. Names follow the official SDK (user.listTeams/createTeam/setSelectedTeam/
// leaveTeam/getTeamProfile, team.update/delete/listUsers). Team objects also carry the methods of
// team-invitations.ts and team-api-keys.ts, spread in by createUserTeam.
import type { IdempotentWriteOptions } from '../../http/outcome';
import type { ClientTeamMemberProfileWire, ClientTeamWire } from '../../../protocol/wire';
import { KnownErrors } from '../../../protocol/errors/client';
import type { Json } from '../../../protocol/schema';
import { refreshIfRead, type AsyncCache, type CachedValue } from '../../cache';
import type { Team } from '../shapes/user';
import type { UserContext } from './context';
import { teamFromWire } from './team-data';
import { areaApi } from './area-api';
import { defineUserArea, userCache } from './define-area';
import { teamInvitationMethods, type TeamInvitationMethods } from './team-invitations';
import { teamApiKeyMethods, type TeamApiKeyMethods } from './team-api-keys';

export const teamsCache = userCache('teams', loadTeams);
const teamProfileCache = userCache('team-profile', loadTeamProfile);

/** A member's name and image inside one team (null: the member set none). */
export interface TeamMemberProfile {
  displayName: string | null;
  profileImageUrl: string | null;
}

export interface TeamMemberProfileUpdateOptions {
  displayName?: string;
  profileImageUrl?: string | null;
}

/** The signed-in user's own profile in a team, which they may change. */
export interface EditableTeamMemberProfile extends TeamMemberProfile {
  update(options: TeamMemberProfileUpdateOptions): Promise<void>;
}

/** A member of a team as other members see them. */
export interface TeamUser {
  id: string;
  teamProfile: TeamMemberProfile;
}

export interface TeamUpdateOptions {
  displayName?: string;
  profileImageUrl?: string | null;
  clientMetadata?: Json;
}

export interface TeamCreateOptions extends IdempotentWriteOptions {
  displayName: string;
  profileImageUrl?: string;
}

export interface UserTeamMethods {
  /** Renames or re-images the team (needs $update_team: TEAM_PERMISSION_REQUIRED otherwise). */
  update(options: TeamUpdateOptions): Promise<void>;
  /** Deletes the team for every member (needs $delete_team). */
  delete(): Promise<void>;
  /** The members with their team profiles, by join time (needs $read_members; cached per team). */
  listUsers(): Promise<TeamUser[]>;
  /** The cache behind listUsers, for subscribers (React). */
  usersCache(): CachedValue<TeamUser[]>;
  /** Removes another member from the team (needs $remove_members); the member list is re-read. */
  removeUser(userId: string): Promise<void>;
}

/** A team of the current user, with what the user may do to it (permissions are checked by the server). */
export interface UserTeam extends Team, UserTeamMethods, TeamInvitationMethods, TeamApiKeyMethods {}

export interface TeamMethods {
  /** The user's teams, oldest first (cached). */
  listTeams(): Promise<UserTeam[]>;
  /** The cache behind listTeams, for subscribers (React). */
  teamsCache(): CachedValue<UserTeam[]>;
  /** One team of the user; null when it does not exist or the user is not a member. */
  getTeam(teamId: string): Promise<UserTeam | null>;
  /** Creates a team with the user as its first member; the server makes it the selected team. */
  createTeam(options: TeamCreateOptions): Promise<UserTeam>;
  /** Selects a team of the user (by object or id), or none with null. */
  setSelectedTeam(teamOrId: string | { id: string } | null): Promise<void>;
  /** The user leaves the team (TEAM_MEMBERSHIP_NOT_FOUND when not a member). */
  leaveTeam(team: { id: string }): Promise<void>;
  /** The user's own profile in the team, editable. */
  getTeamProfile(team: { id: string }): Promise<EditableTeamMemberProfile>;
  /** The cache behind getTeamProfile (one per team), for subscribers (React). */
  teamProfileCache(team: { id: string }): CachedValue<EditableTeamMemberProfile>;
}

function teamUsersCache(ctx: UserContext, teamId: string): CachedValue<TeamUser[]> {
  return ctx.cache(`team-users:${teamId}`, async () => (await areaApi(ctx).teams.listMemberProfiles(ctx.session(), teamId)).map(teamUserFromWire));
}

/** A member as other members (and servers) see them. */
export function teamUserFromWire(wire: ClientTeamMemberProfileWire): TeamUser {
  return { id: wire.user_id, teamProfile: { displayName: wire.display_name, profileImageUrl: wire.profile_image_url } };
}

export { teamFromWire };

/** The load of teamsCache. */
export async function loadTeams(ctx: UserContext): Promise<UserTeam[]> {
  return (await areaApi(ctx).teams.list(ctx.session())).map((wire) => createUserTeam(ctx, wire));
}

/** How long createTeam waits for the lists to follow the new team before it answers anyway. */
export const CREATED_REFRESH_WAIT_MS = 3000;

/** After a change of teams: the list and the user (whose selected team may have changed) are re-read. */
async function teamsChanged(ctx: UserContext): Promise<void> {
  await Promise.all([teamsCache(ctx).refresh(), ctx.reloadUser()]);
}

/** Builds the team object: data plus the per-area team methods. */
export function createUserTeam(ctx: UserContext, wire: ClientTeamWire): UserTeam {
  const data = teamFromWire(wire);
  const own: UserTeamMethods = {
    async update(options) {
      const body: { display_name?: string; profile_image_url?: string | null; client_metadata?: Json } = {};
      if (options.displayName !== undefined) body.display_name = options.displayName;
      if (options.profileImageUrl !== undefined) body.profile_image_url = options.profileImageUrl;
      if (options.clientMetadata !== undefined) body.client_metadata = options.clientMetadata;
      await areaApi(ctx).teams.update(ctx.session(), data.id, body);
      await teamsChanged(ctx);
    },
    async delete() {
      await areaApi(ctx).teams.delete(ctx.session(), data.id);
      await teamsChanged(ctx);
    },
    listUsers: () => teamUsersCache(ctx, data.id).get(),
    usersCache: () => teamUsersCache(ctx, data.id),
    async removeUser(userId) {
      await areaApi(ctx).teams.removeMember(ctx.session(), data.id, userId);
      await teamUsersCache(ctx, data.id).refresh();
    },
  };
  return { ...data, ...own, ...teamInvitationMethods(ctx, data.id), ...teamApiKeyMethods(ctx, data.id) };
}

/** The load of teamProfileCache: the user's own profile in the team, editable. */
export async function loadTeamProfile(ctx: UserContext, teamId: string): Promise<EditableTeamMemberProfile> {
  const wire = await areaApi(ctx).teams.getMemberProfile(ctx.session(), teamId, 'me');
  return {
    displayName: wire.display_name,
    profileImageUrl: wire.profile_image_url,
    async update(options) {
      const body: { display_name?: string; profile_image_url?: string | null } = {};
      if (options.displayName !== undefined) body.display_name = options.displayName;
      if (options.profileImageUrl !== undefined) body.profile_image_url = options.profileImageUrl;
      await areaApi(ctx).teams.updateMemberProfile(ctx.session(), wire.team_id, 'me', body);
      // The member list shows this profile too (reading it needs $read_members, which the editor may lack).
      await Promise.all([teamProfileCache(ctx, wire.team_id).refresh(), refreshIfRead(teamUsersCache(ctx, wire.team_id))]);
    },
  };
}

export function teamMethods(ctx: UserContext): TeamMethods {
  const profileCache = (teamId: string): CachedValue<EditableTeamMemberProfile> => teamProfileCache(ctx, teamId);
  return {
    listTeams: () => teamsCache(ctx).get(),
    teamsCache: () => teamsCache(ctx),
    async getTeam(teamId) {
      try {
        return createUserTeam(ctx, await areaApi(ctx).teams.get(ctx.session(), teamId));
      } catch (error) {
        // As in the official SDK: a team the user cannot see is simply not there.
        if (error instanceof KnownErrors.TeamNotFound || error instanceof KnownErrors.TeamMembershipNotFound) return null;
        throw error;
      }
    },
    async createTeam(options) {
      const wire = await areaApi(ctx).teams.create(ctx.session(), {
        display_name: options.displayName,
        creator_user_id: 'me',
        ...(options.profileImageUrl !== undefined ? { profile_image_url: options.profileImageUrl } : {}),
      }, options.idempotencyKey);
      const team = createUserTeam(ctx, wire);
      // The server leaves the selection alone (Stack Auth's POST /teams); as the official SDK, select it here.
      await ctx.api.users.updateCurrent(ctx.session(), { selected_team_id: team.id });
      // The team exists now. The list already held gains it at once; the server's list and the user (now
      // with the team selected) follow, waited for a moment at most: a slow or failing refresh must
      // neither hold the creation for its retries nor report it failed (the caches recover on their own).
      const cache = teamsCache(ctx);
      const held = cache.peek();
      if (held && !held.value.some((known) => known.id === team.id)) cache.set([...held.value, team]);
      await Promise.race([teamsChanged(ctx).catch(() => undefined), ctx.clock.sleep(CREATED_REFRESH_WAIT_MS)]);
      return team;
    },
    async setSelectedTeam(teamOrId) {
      const id = teamOrId === null ? null : typeof teamOrId === 'string' ? teamOrId : teamOrId.id;
      await ctx.api.users.updateCurrent(ctx.session(), { selected_team_id: id });
      await ctx.reloadUser();
    },
    async leaveTeam(team) {
      await areaApi(ctx).teams.leave(ctx.session(), team.id);
      await teamsChanged(ctx);
    },
    getTeamProfile: (team) => profileCache(team.id).get(),
    teamProfileCache: (team) => profileCache(team.id),
  };
}

export const teamsArea = defineUserArea({ caches: [teamsCache, teamProfileCache], methods: teamMethods });
