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

/** POST /emulator/projects (emulator only): legacy snake_case `config` keys over the §6.1 defaults. */
export const emulatorProjectCreateBody = s.object({
  display_name: s.string().optional(),
  /** A JSON object, e.g. `{ client_user_deletion_enabled: true }`. */
  config: s.json().optional(),
});
export type EmulatorProjectCreateBody = Infer<typeof emulatorProjectCreateBody>;

/** The new project's id and its key set. */
export const emulatorProjectKeys = s.object({
  id: s.string({ uuid: true }),
  publishable_client_key: s.string(),
  secret_server_key: s.string(),
  super_secret_admin_key: s.string(),
});
export type EmulatorProjectKeysWire = Infer<typeof emulatorProjectKeys>;
