// The saved messages of AI chat threads, per project and thread id, in the order they were saved.
import type { Json } from '../../src/protocol/schema';
import type { Queryable } from '../db/database';

export async function saveChatMessage(db: Queryable, projectId: string, threadId: string, message: Json, now: number): Promise<void> {
  await db.query('INSERT INTO ai_chat_messages (project_id, thread_id, message, created_at_millis) VALUES ($1, $2, $3::jsonb, $4)', [
    projectId,
    threadId,
    message === null ? null : JSON.stringify(message),
    now,
  ]);
}

export async function listChatMessages(db: Queryable, projectId: string, threadId: string): Promise<Json[]> {
  const rows = await db.query<{ message: Json }>('SELECT message FROM ai_chat_messages WHERE project_id = $1 AND thread_id = $2 ORDER BY seq', [
    projectId,
    threadId,
  ]);
  return rows.map((r) => r.message ?? null);
}
