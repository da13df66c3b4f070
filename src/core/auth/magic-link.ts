// Magic link / OTP sign-in (PROTOCOL.md §3.3, §5.2): the code a person submits is either the 45-char
// code from the link, or the 6-char OTP they typed followed by the nonce that send-sign-in-code answered.

import { OTP_LENGTH } from '../../protocol/wire/otp';
import { currentPageUrl } from './redirect';

/** The query parameter the mailed link carries the code in. */
export const MAGIC_LINK_CODE_PARAM = 'code';

export const MAGIC_LINK_CALLBACK_REQUIRED =
  'sendMagicLinkEmail needs options.callbackUrl when there is no current page to resolve the magic-link callback URL against.';

/** The typed OTP as the server wants it: spaces and dashes people add are dropped, upper-cased. */
export function normalizeOtp(otp: string): string {
  return otp.replace(/[\s-]/g, '').toUpperCase();
}

/** True when `otp` (after normalizing) has the 6 characters an OTP has. */
export function isCompleteOtp(otp: string): boolean {
  return normalizeOtp(otp).length === OTP_LENGTH;
}

/** The 45-char code to submit for a typed OTP and the nonce of its send-sign-in-code answer. */
export function magicLinkCodeFromOtp(otp: string, nonce: string): string {
  return normalizeOtp(otp) + nonce.trim();
}

/** The code in a magic-link URL, or null when it has none. */
export function readMagicLinkCode(url: string): string | null {
  try {
    const code = new URL(url).searchParams.get(MAGIC_LINK_CODE_PARAM);
    return code === null || code === '' ? null : code;
  } catch {
    return null;
  }
}

/** `url` without its code parameter (other parameters kept), so a reload does not resubmit a used code. */
export function withoutMagicLinkCode(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.delete(MAGIC_LINK_CODE_PARAM);
  return parsed.toString();
}

/** Reads the code from the current page's URL and removes it from the address bar; null outside a browser or without a code. */
export function takeMagicLinkCodeFromLocation(): string | null {
  const href = currentPageUrl();
  const code = href === null ? null : readMagicLinkCode(href);
  if (href === null || code === null) return null;
  const history = (globalThis as { history?: { state: unknown; replaceState?(state: unknown, unused: string, url: string): void } }).history;
  history?.replaceState?.(history.state, '', withoutMagicLinkCode(href));
  return code;
}
