-- Project administration (PROTOCOL.md §4.10, §5.19, §5.27): the newer admin-view flag, and the
-- config override of each level as the owner wrote it (a flat object of dot-notation keys).
-- The legacy config column of projects stays the effective value of every key it covers.

ALTER TABLE projects ADD COLUMN is_development_environment boolean NOT NULL DEFAULT false;

CREATE TABLE project_config_overrides (
  project_id text NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  level text NOT NULL CHECK (level IN ('project', 'branch', 'environment')),
  override jsonb NOT NULL DEFAULT '{}',
  -- Only the branch level has a source (where its config was pushed from).
  source jsonb,
  PRIMARY KEY (project_id, level)
);
