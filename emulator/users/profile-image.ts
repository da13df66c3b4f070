// Profile image rules of users, teams and member profiles (PROTOCOL.md §5.9): clients may only send base64 images, servers also http(s) URLs.
import { StatusError } from '../http';

const DATA_IMAGE_RE = /^data:image\/(png|jpg|jpeg|gif|bmp|webp);base64,[A-Za-z0-9+/]+={0,2}$/;
export const BARE_BASE64_RE = /^[A-Za-z0-9+/]+={0,2}$/;

function isValidImage(value: string, allowHttp: boolean): boolean {
  if (DATA_IMAGE_RE.test(value) || BARE_BASE64_RE.test(value)) return true;
  if (!allowHttp) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Text 400 `Invalid profile image URL` for an image the caller may not set. */
export function checkProfileImage(value: string | null | undefined, isClient: boolean): void {
  if (value != null && !isValidImage(value, !isClient)) throw new StatusError(400, 'Invalid profile image URL');
}
