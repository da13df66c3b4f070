// Mock accounts are derived from the e-mail alone, so the provider keeps no account state.

export interface MockAccount {
  sub: string;
  email: string;
  name: string;
}

/** `sub` is the base64url of the lower-cased e-mail, so it round-trips without storage. */
export function accountForEmail(email: string): MockAccount {
  const normalized = email.trim().toLowerCase();
  return { sub: Buffer.from(normalized, 'utf8').toString('base64url'), email: normalized, name: normalized.split('@')[0] ?? normalized };
}

export function accountForSub(sub: string): MockAccount | null {
  const email = Buffer.from(sub, 'base64url').toString('utf8');
  if (!/^[^@\s]+@[^@\s]+$/.test(email)) return null;
  const account = accountForEmail(email);
  return account.sub === sub ? account : null;
}
