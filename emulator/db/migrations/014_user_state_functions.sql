-- The reads of the hot paths as functions, because PL/pgSQL keeps the plans of its statements for the
-- connection: header auth runs on every request, and planning its joins each time cost more than running
-- them (on PGlite about 0.6 ms of 0.75 ms per request). users/views.ts and middleware/auth-statement.ts
-- call them; a change to what a user's state holds is a new migration that replaces them.

-- Everything a user's views and tokens need besides the users row, as JSON: e-mail channels (oldest
-- first), whether a passkey is registered, the OAuth accounts that allow sign-in (oldest first), the
-- selected team.
CREATE FUNCTION stack_user_state(p_user_id uuid, p_project_id text, p_team_id uuid) RETURNS json LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN json_build_object(
    'channels', (SELECT COALESCE(json_agg(c ORDER BY c.created_at_millis, c.id), '[]') FROM contact_channels c WHERE c.user_id = p_user_id),
    'has_passkey', EXISTS (SELECT 1 FROM passkey_credentials k WHERE k.user_id = p_user_id),
    'oauth_accounts', (SELECT COALESCE(json_agg(json_build_object('id', o.id, 'project_id', o.project_id, 'user_id', o.user_id,
        'provider_config_id', o.provider_config_id, 'account_id', o.account_id, 'email', o.email, 'allow_sign_in', o.allow_sign_in,
        'allow_connected_accounts', o.allow_connected_accounts, 'created_at_millis', o.created_at_millis) ORDER BY o.created_at_millis, o.id), '[]')
      FROM oauth_accounts o WHERE o.user_id = p_user_id AND o.allow_sign_in),
    'selected_team', (SELECT row_to_json(t) FROM teams t WHERE t.project_id = p_project_id AND t.id = p_team_id));
END
$$;

-- A user of a project with its state ({ user, state }), or NULL when there is none.
CREATE FUNCTION stack_user_with_state(p_project_id text, p_user_id uuid) RETURNS json LANGUAGE plpgsql STABLE AS $$
DECLARE
  found_user users;
BEGIN
  SELECT * INTO found_user FROM users WHERE project_id = p_project_id AND id = p_user_id;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  RETURN json_build_object('user', row_to_json(found_user), 'state', stack_user_state(found_user.id, found_user.project_id, found_user.selected_team_id));
END
$$;

-- Header auth's one read: the project's cache version (NULL: no such project) and, for an access
-- token's user and session, that user with its state and whether the session still lives.
CREATE FUNCTION stack_auth_row(p_project_id text, p_user_id uuid, p_session_id uuid, p_now bigint) RETURNS json LANGUAGE plpgsql STABLE AS $$
DECLARE
  version text;
  user_and_state json;
BEGIN
  SELECT cache_version::text INTO version FROM projects WHERE id = p_project_id;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  IF p_user_id IS NOT NULL THEN
    user_and_state := stack_user_with_state(p_project_id, p_user_id);
  END IF;
  RETURN json_build_object(
    'project_cache_version', version,
    'user', user_and_state,
    'session_live', (user_and_state IS NOT NULL) AND EXISTS (SELECT 1 FROM sessions s WHERE s.id = p_session_id AND s.user_id = p_user_id
      AND (s.expires_at_millis IS NULL OR s.expires_at_millis > p_now)));
END
$$;
