// A team seen with server access (PROTOCOL.md §4.2, §5.11-§5.13): every team of the project, with the
// server-only fields, changed without any member's permission. Names follow the official SDK
// (team.update/delete/addUser/removeUser/listUsers).
import type { Json } from '../../../protocol/schema';
import type { ServerTeamWire } from '../../../protocol/wire/teams';
import type { ServerInterface } from '../../interface/server-interface';
import type { Team } from '../shapes/user';
import { teamFromWire } from '../user/team-data';
import { teamUserFromWire, type TeamUpdateOptions, type TeamUser } from '../user/teams';

export interface ServerTeamUpdateOptions extends TeamUpdateOptions {
  clientReadOnlyMetadata?: Json;
  serverMetadata?: Json;
}

export interface ServerTeamCreateOptions {
  displayName: string;
  profileImageUrl?: string | null;
  /** This user becomes the first member, with the project's team-creator permissions. */
  creatorUserId?: string;
  clientMetadata?: Json;
  clientReadOnlyMetadata?: Json;
  serverMetadata?: Json;
}

export interface ServerTeam extends Team {
  createdAt: Date;
  serverMetadata: Json;
  /** Changes the team's fields; the returned object is not updated (read the team again). */
  update(options: ServerTeamUpdateOptions): Promise<void>;
  delete(): Promise<void>;
  /** Adds the user as a plain member (TEAM_MEMBERSHIP_ALREADY_EXISTS when they already are one). */
  addUser(userId: string): Promise<void>;
  /** Removes the member (TEAM_MEMBERSHIP_NOT_FOUND when they are not one). */
  removeUser(userId: string): Promise<void>;
  /** The members with their team profiles, by join time. */
  listUsers(): Promise<TeamUser[]>;
}

export function createServerTeam(api: ServerInterface, wire: ServerTeamWire): ServerTeam {
  const id = wire.id;
  return {
    ...teamFromWire(wire),
    createdAt: new Date(wire.created_at_millis),
    serverMetadata: wire.server_metadata,
    async update(options) {
      await api.teams.update(id, serverTeamBody(options));
    },
    delete: () => api.teams.delete(id),
    async addUser(userId) {
      await api.memberships.add(id, userId);
    },
    removeUser: (userId) => api.memberships.remove(id, userId),
    listUsers: async () => (await api.memberships.listProfiles(id)).map(teamUserFromWire),
  };
}

/** The snake_case body of POST and PATCH /teams: only the fields given are sent. */
export function serverTeamBody(options: ServerTeamUpdateOptions & { creatorUserId?: string }): {
  display_name?: string;
  profile_image_url?: string | null;
  creator_user_id?: string;
  client_metadata?: Json;
  client_read_only_metadata?: Json;
  server_metadata?: Json;
} {
  return {
    ...(options.displayName === undefined ? {} : { display_name: options.displayName }),
    ...(options.profileImageUrl === undefined ? {} : { profile_image_url: options.profileImageUrl }),
    ...(options.creatorUserId === undefined ? {} : { creator_user_id: options.creatorUserId }),
    ...(options.clientMetadata === undefined ? {} : { client_metadata: options.clientMetadata }),
    ...(options.clientReadOnlyMetadata === undefined ? {} : { client_read_only_metadata: options.clientReadOnlyMetadata }),
    ...(options.serverMetadata === undefined ? {} : { server_metadata: options.serverMetadata }),
  };
}
