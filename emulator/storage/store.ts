// The stored_images table: uploaded images, each scoped to its project (deleted with it).
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';
import type { UploadedImage } from './image-bytes';

/** The folders of the real API's uploads (its object keys are `<folder>/<uuid>.<type>`). */
export const IMAGE_FOLDERS = ['user-profile-images', 'team-profile-images', 'team-member-profile-images', 'project-logos'] as const;
export type ImageFolder = (typeof IMAGE_FOLDERS)[number];

export interface StoredImage {
  contentType: string;
  bytes: Buffer;
}

/** Stores the image under a new random id; answers its key, `<folder>/<uuid>.<type>`. */
export async function insertImage(db: Queryable, projectId: string, folder: ImageFolder, image: UploadedImage, now: number): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO stored_images (id, project_id, folder, extension, content_type, size_bytes, bytes, created_at_millis)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [id, projectId, folder, image.type, image.contentType, image.bytes.length, image.bytes, now],
  );
  return `${folder}/${id}.${image.type}`;
}

/** The bytes the project's images take. */
export async function projectImageBytes(db: Queryable, projectId: string): Promise<number> {
  const rows = await db.query<{ total: string | number | null }>('SELECT SUM(size_bytes) AS total FROM stored_images WHERE project_id = $1', [projectId]);
  return Number(rows[0]?.total ?? 0);
}

/** The image of a key's parts; null when no image has exactly that folder, id and extension. */
export async function findImage(db: Queryable, folder: string, id: string, extension: string): Promise<StoredImage | null> {
  const rows = await db.query<{ content_type: string; bytes: Uint8Array }>(
    'SELECT content_type, bytes FROM stored_images WHERE id = $1 AND folder = $2 AND extension = $3',
    [id, folder, extension],
  );
  const row = rows[0];
  return row ? { contentType: row.content_type, bytes: Buffer.from(row.bytes) } : null;
}
