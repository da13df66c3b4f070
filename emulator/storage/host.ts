// Uploaded images replaced by a hosted URL, as the real API does (PROTOCOL.md §5.9): a base64 data URL is
// checked, stored and answered as `<store>/stack-storage/<folder>/<uuid>.<type>`. Without a store running,
// the checked data URL itself is kept.
import type { Queryable } from '../db/database';
import { StatusError } from '../http';
import { isBase64ImageUrl, readImageDataUrl } from './image-bytes';
import { STORAGE_BUCKET, type ImageStorage } from './image-storage';
import { insertImage, projectImageBytes, type ImageFolder } from './store';

/** A project's images together (a hostile client could otherwise fill the disk, 1 MB per request). */
export const PROJECT_IMAGE_QUOTA_BYTES = 100 * 1024 * 1024;

export interface HostImageRequest {
  db: Queryable;
  storage: ImageStorage | undefined;
  projectId: string;
  folder: ImageFolder;
  now: number;
}

/** The request for a handler: the emulator's database, clock and store (a structural EmulatorContext). */
export function imageRequest(
  ctx: { db: Queryable; clock: { now(): number }; imageStorage?: ImageStorage },
  projectId: string,
  folder: ImageFolder,
): HostImageRequest {
  return { db: ctx.db, storage: ctx.imageStorage, projectId, folder, now: ctx.clock.now() };
}

/** The value to keep for an image field: a base64 data URL is checked and, with a store, hosted; anything else is kept. */
export async function hostImage<T extends string | null | undefined>(request: HostImageRequest, value: T): Promise<T | string> {
  if (typeof value !== 'string' || !isBase64ImageUrl(value)) return value;
  const image = readImageDataUrl(value);
  if (!request.storage) return value;
  if ((await projectImageBytes(request.db, request.projectId)) + image.bytes.length > PROJECT_IMAGE_QUOTA_BYTES) {
    throw new StatusError(400, `The project's image storage is full (${PROJECT_IMAGE_QUOTA_BYTES} bytes)`);
  }
  const key = await insertImage(request.db, request.projectId, request.folder, image, request.now);
  return `${request.storage.origin}/${STORAGE_BUCKET}/${key}`;
}

/** The real API's rule for project logos: a base64 image or an http(s) URL, else text 400. */
export function checkLogoUrl(value: string | null | undefined): void {
  if (value && !isBase64ImageUrl(value) && !/^https?:\/\//.test(value)) throw new StatusError(400, 'Invalid profile image URL');
}
