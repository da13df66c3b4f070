-- The User-Agent of a session's last sign-in or refresh (extension 'session-user-agents'; the real API keeps none).
ALTER TABLE sessions ADD COLUMN last_used_user_agent text;
