// Verifying bcrypt password hashes ($2a$, $2b$, $2y$), which Stack Auth accepts as `password_hash` for
// users moved from other systems. Only checking: the emulator hashes new passwords with scrypt. The work
// is bcryptjs's (a maintained implementation), whose asynchronous compare yields between slices of
// rounds, so one sign-in never blocks other requests for long.
import bcrypt from 'bcryptjs';

/** Stack Auth's bounds: a cost over 16 is refused (it would hold the process for minutes). */
const MIN_COST = 4;
const MAX_COST = 16;
const HASH_RE = /^\$2[aby]\$(\d\d)\$[./A-Za-z0-9]{53}$/;

/** Whether `hash` is a bcrypt hash this emulator checks (Stack Auth's format and cost bounds). */
export function isBcryptHash(hash: string): boolean {
  const m = HASH_RE.exec(hash);
  return m !== null && Number(m[1]) >= MIN_COST && Number(m[1]) <= MAX_COST;
}

/** True when the password matches the bcrypt hash; false for any hash isBcryptHash refuses. */
export async function verifyBcrypt(password: string, hash: string): Promise<boolean> {
  if (!isBcryptHash(hash)) return false;
  return bcrypt.compare(password, hash);
}
