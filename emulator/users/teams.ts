// The team record and its client and server views (the statements: teams/store.ts).
import type { Json } from '../../src/protocol/schema';

export interface TeamRecord {
  id: string;
  project_id: string;
  display_name: string;
  profile_image_url: string | null;
  client_metadata: Json;
  client_read_only_metadata: Json;
  server_metadata: Json;
  created_at_millis: number;
}

export function clientTeamView(team: TeamRecord) {
  return {
    id: team.id,
    display_name: team.display_name,
    profile_image_url: team.profile_image_url,
    client_metadata: team.client_metadata,
    client_read_only_metadata: team.client_read_only_metadata,
  };
}

export function serverTeamView(team: TeamRecord) {
  return { ...clientTeamView(team), created_at_millis: team.created_at_millis, server_metadata: team.server_metadata };
}
