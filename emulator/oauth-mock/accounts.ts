// Mock accounts are derived from the e-mail alone, so the provider keeps no account state.

export interface MockAccount {
  sub: string;
  email: string;
}

const EMAIL = /^[^@\s]+@[^@\s]+$/;

/**
 * The account of a typed e-mail, or null when it is not one. `sub` is the lower-cased e-mail itself, as
 * Stack's mock server does (its backend reads the e-mail from `sub`), so it round-trips without storage.
 */
export function accountForEmail(email: string): MockAccount | null {
  const normalized = email.trim().toLowerCase();
  return EMAIL.test(normalized) ? { sub: normalized, email: normalized } : null;
}

export function accountForSub(sub: string): MockAccount | null {
  const account = accountForEmail(sub);
  return account?.sub === sub ? account : null;
}
