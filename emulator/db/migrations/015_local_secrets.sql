-- Secrets made once per database for the local developer (issue 29): the internal project's and the demo
-- project's secret server and admin keys, and the seeded owner's password. Random on the first start of a
-- database, printed at every start, so a data folder or a PostgreSQL database keeps them across restarts.
CREATE TABLE IF NOT EXISTS local_secrets (
  name text PRIMARY KEY,
  value text NOT NULL
);
