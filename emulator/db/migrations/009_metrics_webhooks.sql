-- Metrics (PROTOCOL.md §5.26) and webhooks (§5.28 plus the emulator's own endpoint registry).

-- One row per user and UTC day on which the user was active (token minted or refreshed, or a
-- request made with the user's access token): the daily active users and their splits.
CREATE TABLE user_activity_days (
  project_id text NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  day date NOT NULL,
  PRIMARY KEY (user_id, day)
);
CREATE INDEX user_activity_days_project ON user_activity_days (project_id, day);

-- Every sign-in (a new session for the user) with its method: password, passkey, otp, the
-- lower-cased OAuth provider config id, or other.
CREATE TABLE sign_ins (
  id bigserial PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  method text NOT NULL,
  created_at_millis bigint NOT NULL
);
CREATE INDEX sign_ins_project ON sign_ins (project_id);

-- Where a project's events go, each endpoint with its own signing secret (whsec_...).
CREATE TABLE webhook_endpoints (
  id uuid PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  url text NOT NULL,
  description text NOT NULL DEFAULT '',
  secret text NOT NULL,
  created_at_millis bigint NOT NULL
);
CREATE INDEX webhook_endpoints_project ON webhook_endpoints (project_id);

-- The outbox: written in the transaction that changes the data, so a rolled-back change sends
-- nothing. Created and updated events are rendered from `subject` when dispatched (after the
-- commit); deleted ones carry their `data` from the start.
CREATE TABLE webhook_events (
  id text PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  type text NOT NULL,
  subject jsonb NOT NULL,
  data jsonb,
  seq bigserial,
  dispatched_at_millis bigint
);
CREATE INDEX webhook_events_pending ON webhook_events (seq) WHERE dispatched_at_millis IS NULL;

-- One delivery per event and endpoint, with every attempt made (the delivery log).
CREATE TABLE webhook_deliveries (
  id uuid PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  event_id text NOT NULL,
  event_type text NOT NULL,
  endpoint_id uuid NOT NULL REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
  url text NOT NULL,
  payload text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'sending', 'succeeded', 'failed')),
  attempts jsonb NOT NULL DEFAULT '[]',
  next_attempt_at_millis bigint,
  sending_since_millis bigint,
  created_at_millis bigint NOT NULL,
  seq bigserial
);
CREATE INDEX webhook_deliveries_project ON webhook_deliveries (project_id, seq);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at_millis) WHERE status IN ('pending', 'sending');

-- Tokens of POST /webhooks/svix-token: they open the project's webhook endpoints under /emulator/.
CREATE TABLE webhook_portal_tokens (
  token_hash text PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  created_at_millis bigint NOT NULL,
  expires_at_millis bigint NOT NULL
);
