-- The dev mailbox records each mail's sender (its From header), as Inbucket shows it.
ALTER TABLE mails ADD COLUMN from_address text;
