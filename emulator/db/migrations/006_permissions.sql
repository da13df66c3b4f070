-- Permission definitions, team and project permission grants (PROTOCOL.md §4.7, §5.15, §5.16).
-- A project's two default team definitions (§6.1) are created the first time its definitions are
-- read; permission_definition_sets records that this happened, so deleting them later sticks.

CREATE TABLE permission_definition_sets (
  project_id text PRIMARY KEY REFERENCES projects(id) ON DELETE CASCADE
);

CREATE TABLE permission_definitions (
  project_id text NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  id text NOT NULL,
  scope text NOT NULL CHECK (scope IN ('team', 'project')),
  description text,
  contained_permission_ids jsonb NOT NULL,
  PRIMARY KEY (project_id, id)
);

CREATE TABLE team_permission_grants (
  project_id text NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  team_id uuid NOT NULL,
  user_id uuid NOT NULL,
  permission_id text NOT NULL,
  created_at_millis bigint NOT NULL,
  PRIMARY KEY (team_id, user_id, permission_id),
  FOREIGN KEY (team_id, user_id) REFERENCES team_members (team_id, user_id) ON DELETE CASCADE
);

CREATE TABLE project_permission_grants (
  project_id text NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  permission_id text NOT NULL,
  created_at_millis bigint NOT NULL,
  PRIMARY KEY (user_id, permission_id)
);

-- Teams and memberships are listed oldest first; these break ties within one millisecond.
ALTER TABLE teams ADD COLUMN creation_seq bigserial;
ALTER TABLE team_members ADD COLUMN join_seq bigserial;
