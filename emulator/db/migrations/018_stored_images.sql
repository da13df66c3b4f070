-- Uploaded images (profile images, project logos), served by the image store's listener (emulator/storage).
CREATE TABLE stored_images (
  id uuid PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  folder text NOT NULL,
  extension text NOT NULL,
  content_type text NOT NULL,
  size_bytes integer NOT NULL,
  bytes bytea NOT NULL,
  created_at_millis bigint NOT NULL
);
CREATE INDEX stored_images_project ON stored_images (project_id);
