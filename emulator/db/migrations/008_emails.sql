-- E-mail templates, themes and the sent-mail log (PROTOCOL.md §5.21). The default templates and themes
-- live in code (emulator/email/default-*.ts) and exist in every project; a row here is a project's own
-- template or theme, an edited default (same id), or a removed default (deleted = true).

CREATE TABLE email_templates (
  project_id text NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  id uuid NOT NULL,
  display_name text NOT NULL,
  tsx_source text NOT NULL,
  -- NULL with no_theme false: the project's selected theme; no_theme true: rendered without a theme.
  theme_id uuid,
  no_theme boolean NOT NULL DEFAULT false,
  deleted boolean NOT NULL DEFAULT false,
  created_at_millis bigint NOT NULL,
  PRIMARY KEY (project_id, id)
);

CREATE TABLE email_themes (
  project_id text NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  id uuid NOT NULL,
  display_name text NOT NULL,
  tsx_source text NOT NULL,
  deleted boolean NOT NULL DEFAULT false,
  created_at_millis bigint NOT NULL,
  PRIMARY KEY (project_id, id)
);

-- Every mail the emulator sent or tried to send; error is NULL, 'Render error: …' or 'Send error: …'.
CREATE TABLE sent_emails (
  seq bigserial PRIMARY KEY,
  id uuid NOT NULL UNIQUE,
  project_id text NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  recipients jsonb NOT NULL,
  subject text NOT NULL,
  html text,
  text text,
  sent_at_millis bigint NOT NULL,
  error text
);
CREATE INDEX sent_emails_project ON sent_emails (project_id, seq);
