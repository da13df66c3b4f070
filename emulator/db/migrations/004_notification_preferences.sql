-- Notification preferences (PROTOCOL.md §5.22): only a user's overrides of the hard-coded defaults
-- (both categories enabled) are stored. Sessions also remember the end-user IP of their last use (§4.4).

CREATE TABLE notification_preferences (
  project_id text NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  category_id uuid NOT NULL,
  enabled boolean NOT NULL,
  PRIMARY KEY (user_id, category_id)
);

ALTER TABLE sessions ADD COLUMN last_used_ip text;
