-- Writes recognised by their x-stack-random-nonce (emulator/middleware/idempotency.ts): one row per
-- project and nonce, 'pending' while the first request runs, then 'done' with its 2xx answer for 24 h.
-- In the database so that several emulator processes on one PostgreSQL agree on who acts.
CREATE TABLE idempotent_requests (
  project_id text NOT NULL,
  nonce text NOT NULL,
  fingerprint text NOT NULL,
  owner text NOT NULL,
  state text NOT NULL,
  status integer,
  headers text,
  body text,
  created_at_millis bigint NOT NULL,
  PRIMARY KEY (project_id, nonce)
);
CREATE INDEX idempotent_requests_created ON idempotent_requests (created_at_millis);
