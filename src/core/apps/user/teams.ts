// The current user's teams (PROTOCOL.md §5.11-§5.13): list, create, select, leave, team objects with
// profile and members. Filled in by the teams work (helper G). Team objects also carry the methods of
// team-invitations.ts and team-api-keys.ts, spread in by createUserTeam.
import type { ClientTeamWire } from '../../../protocol/wire';
import type { Team } from '../types';
import type { UserContext } from './context';
import { teamInvitationMethods, type TeamInvitationMethods } from './team-invitations';
import { teamApiKeyMethods, type TeamApiKeyMethods } from './team-api-keys';

/** A team of the current user, with what the user may do to it (permissions are checked by the server). */
export interface UserTeam extends Team, TeamInvitationMethods, TeamApiKeyMethods {}

export interface TeamMethods {}

/** Builds the team object: data plus the per-area team methods. */
export function createUserTeam(ctx: UserContext, wire: ClientTeamWire): UserTeam {
  const data: Team = {
    id: wire.id,
    displayName: wire.display_name,
    profileImageUrl: wire.profile_image_url,
    clientMetadata: wire.client_metadata,
    clientReadOnlyMetadata: wire.client_read_only_metadata,
  };
  return { ...data, ...teamInvitationMethods(ctx, data.id), ...teamApiKeyMethods(ctx, data.id) };
}

export function teamMethods(_ctx: UserContext): TeamMethods {
  return {};
}
