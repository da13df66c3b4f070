// Team wire shapes (PROTOCOL.md §4.2).
import { s, type Infer } from '../schema';

export const clientTeam = s.object({
  id: s.string({ uuid: true }),
  display_name: s.string(),
  profile_image_url: s.string().nullable(),
  client_metadata: s.json(),
  client_read_only_metadata: s.json(),
});
export type ClientTeamWire = Infer<typeof clientTeam>;

export const serverTeam = s.object({
  ...clientTeam.shape,
  created_at_millis: s.number(),
  server_metadata: s.json(),
});
export type ServerTeamWire = Infer<typeof serverTeam>;
