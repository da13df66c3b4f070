-- The emulator's whole state. Millis are bigint; JSON values are jsonb (SQL NULL = JSON null).

CREATE TABLE projects (
  id text PRIMARY KEY,
  display_name text NOT NULL,
  description text NOT NULL DEFAULT '',
  created_at_millis bigint NOT NULL,
  is_production_mode boolean NOT NULL DEFAULT false,
  owner_team_id uuid,
  logo_url text,
  logo_full_url text,
  logo_dark_mode_url text,
  logo_full_dark_mode_url text,
  onboarding_status text NOT NULL DEFAULT 'completed',
  config jsonb NOT NULL
);

CREATE TABLE api_key_sets (
  id uuid PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  description text NOT NULL DEFAULT '',
  publishable_client_key text,
  secret_server_key text,
  super_secret_admin_key text,
  created_at_millis bigint NOT NULL,
  expires_at_millis bigint,
  manually_revoked_at_millis bigint
);
CREATE INDEX api_key_sets_project ON api_key_sets (project_id);

CREATE TABLE signing_keys (
  audience text NOT NULL,
  position smallint NOT NULL,
  kid text NOT NULL UNIQUE,
  private_jwk jsonb NOT NULL,
  public_jwk jsonb NOT NULL,
  created_at_millis bigint NOT NULL,
  PRIMARY KEY (audience, position)
);

CREATE TABLE users (
  id uuid PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  display_name text,
  profile_image_url text,
  signed_up_at_millis bigint NOT NULL,
  last_active_at_millis bigint NOT NULL,
  client_metadata jsonb,
  client_read_only_metadata jsonb,
  server_metadata jsonb,
  password_hash text,
  otp_auth_enabled boolean NOT NULL DEFAULT false,
  totp_secret_base64 text,
  selected_team_id uuid,
  is_anonymous boolean NOT NULL DEFAULT false,
  restricted_by_admin boolean NOT NULL DEFAULT false,
  restricted_by_admin_reason text,
  restricted_by_admin_private_details text,
  country_code text,
  risk_scores jsonb NOT NULL DEFAULT '{"sign_up":{"bot":0,"free_trial_abuse":0}}'
);
CREATE INDEX users_project ON users (project_id, signed_up_at_millis);

CREATE TABLE contact_channels (
  id uuid PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type text NOT NULL,
  value text NOT NULL,
  is_primary boolean NOT NULL DEFAULT false,
  is_verified boolean NOT NULL DEFAULT false,
  used_for_auth boolean NOT NULL DEFAULT false,
  created_at_millis bigint NOT NULL,
  UNIQUE (user_id, type, value)
);
-- One address signs in one user per project; the DB enforces it even across processes.
CREATE UNIQUE INDEX contact_channels_auth ON contact_channels (project_id, type, value) WHERE used_for_auth;
CREATE UNIQUE INDEX contact_channels_primary ON contact_channels (user_id, type) WHERE is_primary;

CREATE TABLE teams (
  id uuid PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  display_name text NOT NULL,
  profile_image_url text,
  client_metadata jsonb,
  client_read_only_metadata jsonb,
  server_metadata jsonb,
  created_at_millis bigint NOT NULL
);
CREATE INDEX teams_project ON teams (project_id);

CREATE TABLE team_members (
  project_id text NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  team_id uuid NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  display_name text,
  profile_image_url text,
  created_at_millis bigint NOT NULL,
  PRIMARY KEY (team_id, user_id)
);
CREATE INDEX team_members_user ON team_members (user_id);

CREATE TABLE sessions (
  id uuid PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at_millis bigint NOT NULL,
  last_used_at_millis bigint NOT NULL,
  expires_at_millis bigint,
  is_impersonation boolean NOT NULL DEFAULT false
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE verification_codes (
  id uuid PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  branch_id text NOT NULL DEFAULT 'main',
  type text NOT NULL,
  code text NOT NULL,
  data jsonb NOT NULL DEFAULT '{}',
  callback_url text,
  attempt_count integer NOT NULL DEFAULT 0,
  created_at_millis bigint NOT NULL,
  expires_at_millis bigint NOT NULL,
  used_at_millis bigint
);
-- Codes are matched on their last 39 characters (PROTOCOL.md §3.3).
CREATE INDEX verification_codes_suffix ON verification_codes (project_id, (right(code, 39)));

CREATE TABLE mails (
  seq bigserial PRIMARY KEY,
  id uuid NOT NULL UNIQUE,
  project_id text,
  to_address text NOT NULL,
  subject text NOT NULL,
  html text NOT NULL,
  text text NOT NULL,
  sent_at_millis bigint NOT NULL
);
CREATE INDEX mails_to ON mails (to_address, seq);
