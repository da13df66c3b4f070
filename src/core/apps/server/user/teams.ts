// A server user's teams (PROTOCOL.md §5.11): list, look up, and create one with the user as creator (which
// becomes their selected team, as in the official SDK).
import { createServerTeam, serverTeamBody, type ServerTeam, type ServerTeamCreateOptions } from '../server-team';
import type { ServerUserContext } from './context';

export interface ServerUserTeamMethods {
  /** The user's teams, oldest first. */
  listTeams(): Promise<ServerTeam[]>;
  /** One of the user's teams; null when they are not in it. */
  getTeam(teamId: string): Promise<ServerTeam | null>;
  /** A new team with this user as creator (creator permissions), then selected. */
  createTeam(options: Omit<ServerTeamCreateOptions, 'creatorUserId'>): Promise<ServerTeam>;
  /** Selects one of the user's teams (TEAM_MEMBERSHIP_NOT_FOUND otherwise), or none. */
  setSelectedTeam(team: string | { id: string } | null): Promise<void>;
}

export function serverUserTeamMethods(ctx: ServerUserContext): ServerUserTeamMethods {
  const { api, userId } = ctx;
  const listTeams = async () => (await api.teams.list(userId)).map((team) => createServerTeam(api, team));
  return {
    listTeams,
    getTeam: async (teamId) => (await listTeams()).find((team) => team.id === teamId) ?? null,
    async createTeam(options) {
      const { displayName, ...rest } = options;
      const wire = await api.teams.create({ ...serverTeamBody({ ...rest, creatorUserId: userId }), display_name: displayName });
      await api.users.update(userId, { selected_team_id: wire.id });
      return createServerTeam(api, wire);
    },
    async setSelectedTeam(team) {
      await api.users.update(userId, { selected_team_id: typeof team === 'string' ? team : (team?.id ?? null) });
    },
  };
}
