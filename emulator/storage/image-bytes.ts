// Reading an uploaded base64 image (a `data:image/<type>;base64,` URL): its bytes must be the type it
// claims, recognised by their magic bytes, so nothing else (HTML, SVG, scripts) is ever stored as an image.
import { StatusError } from '../http';

/** The types we store: what profile images accept (PROTOCOL.md §5.9); SVG never (it can hold scripts). */
export type ImageType = 'png' | 'jpeg' | 'gif' | 'bmp' | 'webp';

export interface UploadedImage {
  type: ImageType;
  contentType: string;
  bytes: Buffer;
}

/** The real API's limit (its upload helper): the base64 text, and so the bytes, at most 1,000,000. */
export const MAX_IMAGE_BYTES = 1_000_000;

/** What the real API uploads: a data URL of any image subtype in base64 (others pass through or are refused). */
const DATA_IMAGE_PREFIX = /^data:image\/([a-zA-Z0-9]+);base64,/;
const BASE64_RE = /^[A-Za-z0-9+/]*={0,2}$/;
const CORRUPTED = 'Invalid image format or corrupted image data';

const CLAIMED: Record<string, ImageType> = { png: 'png', jpg: 'jpeg', jpeg: 'jpeg', gif: 'gif', bmp: 'bmp', webp: 'webp' };

function startsWith(bytes: Buffer, signature: readonly number[], at = 0): boolean {
  return bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
}

const ascii = (text: string): number[] => [...text].map((ch) => ch.charCodeAt(0));
/** Sizes of the BMP info headers (BITMAPCOREHEADER .. BITMAPV5HEADER). */
const BMP_INFO_HEADER_SIZES = new Set([12, 40, 52, 56, 64, 108, 124]);

/** The type the bytes are, by their magic bytes; null for anything else. */
export function sniffImageType(bytes: Buffer): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  // "BM" alone is too weak a mark: the info header's size must be one BMP defines.
  if (startsWith(bytes, ascii('BM')) && bytes.length >= 18 && BMP_INFO_HEADER_SIZES.has(bytes.readUInt32LE(14))) return 'bmp';
  return null;
}

/** Whether the value is a base64 image data URL, the form the real API uploads. */
export function isBase64ImageUrl(value: string): boolean {
  return DATA_IMAGE_PREFIX.test(value);
}

/**
 * The image of a base64 data URL; text 400 (the real API's messages) when it is too big, or its bytes are
 * not an image of the type it claims.
 */
export function readImageDataUrl(value: string): UploadedImage {
  const match = DATA_IMAGE_PREFIX.exec(value);
  if (!match) throw new StatusError(400, CORRUPTED);
  const base64 = value.slice(match[0].length);
  if (base64.length > MAX_IMAGE_BYTES) {
    throw new StatusError(400, `Image size (${base64.length} bytes) exceeds maximum allowed size (${MAX_IMAGE_BYTES} bytes)`);
  }
  const claimed = CLAIMED[(match[1] ?? '').toLowerCase()];
  if (!BASE64_RE.test(base64) || claimed === undefined) throw new StatusError(400, CORRUPTED);
  const bytes = Buffer.from(base64, 'base64');
  const type = sniffImageType(bytes);
  if (type === null || type !== claimed) throw new StatusError(400, CORRUPTED);
  return { type, contentType: `image/${type}`, bytes };
}
