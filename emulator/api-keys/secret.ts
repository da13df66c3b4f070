// The secret of a user/team API key (PROTOCOL.md §4.8):
// sk_|pk_ + 45 random base32 + key id without dashes + user|team + flag + 574ck4u7h + CRC32 hex.
import { randomCrockford } from '../crypto/codes';

export const API_KEY_MARKER = '574ck4u7h';
const CLOUD_HOST = 'api.stack-auth.com';

let crcTable: Uint32Array | null = null;

/** The standard CRC-32 (IEEE 802.3, reflected polynomial 0xEDB88320) of the UTF-8 bytes of `text`. */
export function crc32(text: string): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const byte of new TextEncoder().encode(text)) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export function crc32Hex(text: string): string {
  return crc32(text).toString(16).padStart(8, '0');
}

export interface ApiKeySecretOptions {
  id: string;
  type: 'user' | 'team';
  isPublic: boolean;
  /** The request host; `api.stack-auth.com` makes a "cloud" key. */
  host: string;
}

export function createApiKeySecret(options: ApiKeySecretOptions): string {
  const cloud = options.host === CLOUD_HOST;
  // 0 cloud secret, 1 self-hosted secret, 2 cloud public, 3 self-hosted public.
  const flag = (cloud ? 0 : 1) + (options.isPublic ? 2 : 0);
  const body = `${options.isPublic ? 'pk' : 'sk'}_${randomCrockford(45)}${options.id.replace(/-/g, '')}${options.type}${flag}${API_KEY_MARKER}`;
  return body + crc32Hex(body);
}

export interface ParsedApiKeySecret {
  id: string;
  type: 'user' | 'team';
  isPublic: boolean;
}

const SECRET_RE = /^(sk|pk)_([0-9a-z]{45})([0-9a-f]{32})(user|team)([0-3])574ck4u7h([0-9a-f]{8})$/;

/** The parts of a well-formed secret whose checksum matches, else null. */
export function parseApiKeySecret(secret: string): ParsedApiKeySecret | null {
  const match = SECRET_RE.exec(secret);
  if (!match) return null;
  if (crc32Hex(secret.slice(0, -8)) !== match[6]) return null;
  const hex = match[3]!;
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return { id, type: match[4] as 'user' | 'team', isPublic: match[1] === 'pk' };
}
