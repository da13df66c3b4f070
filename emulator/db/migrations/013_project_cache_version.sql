-- Every change to a project row or to one of its key sets gives the project a new cache_version. Each
-- emulator process keeps projects and their keys in memory and reads only this number per request, in a
-- statement it runs anyway (emulator/projects/cache.ts), so a change made by any process, or by hand in
-- SQL, is seen by every process at its next request. The numbers come from one sequence, so a project
-- deleted and created again under the same id never repeats a version a process has cached.
CREATE SEQUENCE project_cache_versions;
ALTER TABLE projects ADD COLUMN cache_version bigint NOT NULL DEFAULT nextval('project_cache_versions');

CREATE FUNCTION next_project_cache_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.cache_version := nextval('project_cache_versions');
  RETURN NEW;
END
$$;
CREATE TRIGGER projects_cache_version BEFORE UPDATE ON projects
  FOR EACH ROW EXECUTE FUNCTION next_project_cache_version();

-- Key sets are inserted and updated (revoked, described), never deleted on their own: a project's delete
-- cascades to them, and touching the project row from that cascade would fail, so DELETE is left out.
CREATE FUNCTION touch_project_of_key_set() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE projects SET cache_version = nextval('project_cache_versions') WHERE id = NEW.project_id;
  RETURN NULL;
END
$$;
CREATE TRIGGER api_key_sets_cache_version AFTER INSERT OR UPDATE ON api_key_sets
  FOR EACH ROW EXECUTE FUNCTION touch_project_of_key_set();
