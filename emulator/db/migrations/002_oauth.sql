-- OAuth sign-in (PROTOCOL.md §5.5, §5.23): linked provider accounts, pending flows, outer codes.

CREATE TABLE oauth_accounts (
  id uuid PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  provider_config_id text NOT NULL,
  account_id text NOT NULL,
  email text,
  allow_sign_in boolean NOT NULL DEFAULT true,
  allow_connected_accounts boolean NOT NULL DEFAULT true,
  provider_tokens jsonb NOT NULL DEFAULT '{}',
  created_at_millis bigint NOT NULL,
  UNIQUE (project_id, provider_config_id, account_id)
);
CREATE INDEX oauth_accounts_user ON oauth_accounts (user_id, created_at_millis);

-- One row per authorize call, keyed by the inner state sent to the provider.
CREATE TABLE oauth_flows (
  inner_state text PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  data jsonb NOT NULL,
  created_at_millis bigint NOT NULL,
  expires_at_millis bigint NOT NULL
);

-- Outer authorization codes handed to the app's redirect_uri, exchanged at /auth/oauth/token.
CREATE TABLE oauth_authorization_codes (
  code text PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  data jsonb NOT NULL,
  created_at_millis bigint NOT NULL,
  expires_at_millis bigint NOT NULL,
  used_at_millis bigint
);
