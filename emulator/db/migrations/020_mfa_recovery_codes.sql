-- Emulator extension 'mfa-recovery-codes': single-use codes for the MFA step, stored as digests only.
CREATE TABLE mfa_recovery_codes (
  id uuid PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  created_at_millis bigint NOT NULL,
  used_at_millis bigint
);
CREATE INDEX mfa_recovery_codes_user ON mfa_recovery_codes (user_id);
