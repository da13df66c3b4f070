-- The 'passkey-list' extension: several passkeys per user, each with its own id, a name and its last use.
-- /auth/passkey/register still replaces them all (PROTOCOL.md §5.4); POST /extensions/passkeys adds one.

ALTER TABLE passkey_credentials DROP CONSTRAINT passkey_credentials_pkey;
ALTER TABLE passkey_credentials ADD COLUMN id uuid NOT NULL DEFAULT gen_random_uuid();
ALTER TABLE passkey_credentials ADD PRIMARY KEY (id);
ALTER TABLE passkey_credentials ADD COLUMN name text NOT NULL DEFAULT 'Passkey';
ALTER TABLE passkey_credentials ADD COLUMN last_used_at_millis bigint;
CREATE INDEX passkey_credentials_user ON passkey_credentials (user_id, created_at_millis);
