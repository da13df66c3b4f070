-- User and team API keys (PROTOCOL.md §4.8, §5.17). Only a hash of the secret and its last four
-- characters are kept; the full value exists only in the create response.

CREATE TABLE api_keys (
  id uuid PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('user', 'team')),
  user_id uuid REFERENCES users(id) ON DELETE CASCADE,
  team_id uuid REFERENCES teams(id) ON DELETE CASCADE,
  description text NOT NULL,
  is_public boolean NOT NULL,
  secret_hash text NOT NULL UNIQUE,
  last_four text NOT NULL,
  created_at_millis bigint NOT NULL,
  expires_at_millis bigint,
  manually_revoked_at_millis bigint,
  CHECK ((type = 'user' AND user_id IS NOT NULL AND team_id IS NULL) OR (type = 'team' AND team_id IS NOT NULL AND user_id IS NULL))
);
CREATE INDEX api_keys_user ON api_keys (project_id, user_id);
CREATE INDEX api_keys_team ON api_keys (project_id, team_id);
