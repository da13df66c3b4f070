// What the delivery log keeps of an endpoint's answer. The endpoint may be any service the project admin
// names (in development mode, one on the developer's machine), so the log must not become a way to read
// it: a short excerpt, of text-like answers only, with control and formatting characters removed. 200
// characters are enough to recognise a framework's error page or an "ok", too few to carry a local
// service's data out; the rest of the answer is not even read.
import { StringDecoder } from 'node:string_decoder';
import { textOnly } from '../net/remote-text';

/** The most characters of an answer the delivery log keeps. */
export const RESPONSE_EXCERPT_CHARS = 200;
/** Bytes read at most: 4 UTF-8 bytes per character, room for a full excerpt of ordinary text. */
const EXCERPT_READ_BYTES = RESPONSE_EXCERPT_CHARS * 4;

/** text/*, JSON, XML and form bodies; anything else (images, archives, octet streams, none given) is not kept. */
export function isTextLike(contentType: string | undefined): boolean {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return (
    type.startsWith('text/') ||
    /^application\/(json|xml|x-www-form-urlencoded)$/.test(type) ||
    /^application\/[a-z0-9.+-]+\+(json|xml)$/.test(type)
  );
}

/** Text cleaned, then cut to RESPONSE_EXCERPT_CHARS UTF-16 units (never half a surrogate pair). */
export function excerptOf(text: string): string {
  const cut = textOnly(text).slice(0, RESPONSE_EXCERPT_CHARS);
  return /[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** Collects an answer's first bytes; `full` once more would be cut anyway (the caller stops reading). */
export class ExcerptCollector {
  private readonly decoder = new StringDecoder('utf8');
  private text = '';
  private bytes = 0;

  push(chunk: Buffer): void {
    const room = EXCERPT_READ_BYTES - this.bytes;
    if (room <= 0) return;
    const part = chunk.subarray(0, room);
    this.bytes += part.length;
    this.text += this.decoder.write(part);
  }

  get full(): boolean {
    return this.bytes >= EXCERPT_READ_BYTES;
  }

  excerpt(): string {
    return excerptOf(this.text);
  }
}
