// The address a reset mail went to, kept in this browser from the forgot-password form to the reset page
// (the reset link carries only a code), so password managers store the new password for that account.

const KEY = 'stack-elements:password-reset-email';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage blocked (privacy settings, sandboxed frames): the reset form then goes without the hint.
    return null;
  }
}

export function rememberResetEmail(email: string): void {
  try {
    storage()?.setItem(KEY, email);
  } catch {
    // Full or blocked storage only loses the hint.
  }
}

export function rememberedResetEmail(): string | null {
  try {
    return storage()?.getItem(KEY) ?? null;
  } catch {
    return null;
  }
}

export function forgetResetEmail(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Nothing to forget where storage is blocked.
  }
}
