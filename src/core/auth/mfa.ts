// Multi-factor sign-in (SPEC.md §2, §4 "Multi-factor"; PROTOCOL.md §5.3). A sign-in interrupted by
// MULTI_FACTOR_AUTHENTICATION_REQUIRED leaves its attempt code in session storage, where the MFA
// page finds it. Storage is looked up only when used, never at import time, and may be absent.

import { KnownErrors } from '../../protocol/errors/client';
import type { MfaSignInBody } from '../../protocol/wire';
import type { MfaSignInOptions } from '../apps/shapes/options';

/** The session-storage key of the attempt code (the one official SDK 2.8.86 uses). */
export const MFA_ATTEMPT_CODE_STORAGE_KEY = 'stack_mfa_attempt_code';
/** The key of later official SDKs: read too, so a code saved by either SDK can be finished here. */
export const REBRANDED_MFA_ATTEMPT_CODE_STORAGE_KEY = 'hexclave_mfa_attempt_code';

interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function sessionStorageOrNull(): StorageLike | null {
  try {
    return (globalThis as { sessionStorage?: StorageLike }).sessionStorage ?? null;
  } catch {
    // Reading sessionStorage throws where the browser blocks storage (sandboxed frames, strict privacy settings).
    return null;
  }
}

/** The attempt code of a MULTI_FACTOR_AUTHENTICATION_REQUIRED error, else null. */
export function mfaAttemptCodeOf(error: unknown): string | null {
  if (!(error instanceof KnownErrors.MultiFactorAuthenticationRequired)) return null;
  const code: unknown = (error.details as { attempt_code?: unknown } | undefined)?.attempt_code;
  return typeof code === 'string' ? code : null;
}

export function saveMfaAttemptCode(code: string): void {
  try {
    sessionStorageOrNull()?.setItem(MFA_ATTEMPT_CODE_STORAGE_KEY, code);
  } catch {
    // A full or blocked storage only loses the default; the code still travels in the returned error.
  }
}

export function readMfaAttemptCode(): string | null {
  const storage = sessionStorageOrNull();
  try {
    return storage?.getItem(MFA_ATTEMPT_CODE_STORAGE_KEY) ?? storage?.getItem(REBRANDED_MFA_ATTEMPT_CODE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function clearMfaAttemptCode(): void {
  const storage = sessionStorageOrNull();
  try {
    storage?.removeItem(MFA_ATTEMPT_CODE_STORAGE_KEY);
    storage?.removeItem(REBRANDED_MFA_ATTEMPT_CODE_STORAGE_KEY);
  } catch {
    // Nothing to clean up where storage is blocked.
  }
}

/**
 * The attempt code and options of signInWithMfa, called either as the official SDK does,
 * `(totp, code, options?)`, or `(totp, { attemptCode?, noRedirect? })`.
 */
export function resolveMfaArguments(
  codeOrOptions: string | MfaSignInOptions | undefined,
  options: MfaSignInOptions | undefined,
): { attemptCode: string | null; noRedirect: boolean } {
  const opts = typeof codeOrOptions === 'object' ? codeOrOptions : (options ?? {});
  const attemptCode = typeof codeOrOptions === 'string' ? codeOrOptions : (opts.attemptCode ?? readMfaAttemptCode());
  return { attemptCode, noRedirect: opts.noRedirect ?? false };
}

/** The body of POST /auth/mfa/sign-in; spaces typed inside the code are dropped. */
export function mfaSignInBody(totp: string, attemptCode: string): MfaSignInBody {
  return { type: 'totp', totp: totp.replace(/\s+/g, ''), code: attemptCode };
}
