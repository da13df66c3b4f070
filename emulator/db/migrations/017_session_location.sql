-- A session's end-user location as the IP-location headers of its last browser refresh gave it.
ALTER TABLE sessions ADD COLUMN last_used_location jsonb;
