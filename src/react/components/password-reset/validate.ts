// Client-side checks of the new password (SPEC.md §5 messages), before any request is sent.

import type { PasswordBounds, ValidationProblem } from '../sign-up/validate';

export function validateNewPassword(input: { password: string; repeatPassword: string }, bounds: PasswordBounds): ValidationProblem | null {
  if (input.password.length < bounds.min) return { key: 'password.tooShort', vars: { n: bounds.min } };
  if (input.password.length > bounds.max) return { key: 'password.tooLong', vars: { n: bounds.max } };
  if (input.password !== input.repeatPassword) return { key: 'password.mismatch' };
  return null;
}
