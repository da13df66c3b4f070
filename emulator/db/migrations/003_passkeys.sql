-- Passkey credentials (PROTOCOL.md §5.4): at most one per user; registering again replaces it.

CREATE TABLE passkey_credentials (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  project_id text NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  credential_id text NOT NULL,
  public_key_base64url text NOT NULL,
  counter bigint NOT NULL DEFAULT 0,
  transports jsonb,
  created_at_millis bigint NOT NULL
);
CREATE INDEX passkey_credentials_credential ON passkey_credentials (project_id, credential_id);
