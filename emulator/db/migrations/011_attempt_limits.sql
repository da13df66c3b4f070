-- Failed-attempt counters of the abuse limits (emulator/abuse): one row per project, kind of secret
-- (password, code, totp), scope (account or client address) and subject. In the database so that
-- several emulator processes on one PostgreSQL count together.
CREATE TABLE attempt_limits (
  project_id text NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  kind text NOT NULL,
  scope text NOT NULL,
  subject text NOT NULL,
  failures integer NOT NULL DEFAULT 0,
  window_started_at_millis bigint NOT NULL,
  blocked_until_millis bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (project_id, kind, scope, subject)
);
