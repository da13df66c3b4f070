-- AI chat threads of the owner console (/internal/ai-chat/{thread_id}): the saved messages of each
-- thread, as the SDK sent them, in the order they were saved.
CREATE TABLE ai_chat_messages (
  seq bigserial PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  thread_id text NOT NULL,
  message jsonb,
  created_at_millis bigint NOT NULL
);
CREATE INDEX ai_chat_messages_thread ON ai_chat_messages (project_id, thread_id, seq);
