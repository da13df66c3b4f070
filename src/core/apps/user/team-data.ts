// The team's data fields, kept out of the on-demand area code: the sign-in path maps `selected_team`
// with it (publicUserFromWire), and the server's team objects use it too.
import type { ClientTeamWire } from '../../../protocol/wire';
import type { Team } from '../shapes/user';

/** The team's data fields (camelCase), as in `user.selectedTeam` and team objects. */
export function teamFromWire(wire: ClientTeamWire): Team {
  return {
    id: wire.id,
    displayName: wire.display_name,
    profileImageUrl: wire.profile_image_url,
    clientMetadata: wire.client_metadata,
    clientReadOnlyMetadata: wire.client_read_only_metadata,
  };
}
