// Project wire shapes (PROTOCOL.md §4.10).
import { s, type Infer } from '../schema';

/** The config flags both the client and the admin view carry. */
export const projectConfigFlags = {
  sign_up_enabled: s.boolean(),
  credential_enabled: s.boolean(),
  magic_link_enabled: s.boolean(),
  passkey_enabled: s.boolean(),
  client_team_creation_enabled: s.boolean(),
  client_user_deletion_enabled: s.boolean(),
  allow_user_api_keys: s.boolean(),
  allow_team_api_keys: s.boolean(),
};

export const clientProjectConfig = s.object({
  ...projectConfigFlags,
  enabled_oauth_providers: s.array(s.object({ id: s.string() })),
  domains: s.array(s.object({ domain: s.string(), handler_path: s.string() })),
  /** Sent by newer servers only (PROTOCOL.md §9). */
  allow_localhost: s.boolean().optional(),
});

/** GET /projects/current. */
export const clientProject = s.object({
  id: s.string(),
  display_name: s.string(),
  config: clientProjectConfig,
});
export type ClientProjectWire = Infer<typeof clientProject>;
