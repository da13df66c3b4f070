// Client-side checks of the new password (SPEC.md §5 messages), before any request is sent.

import type { PasswordBounds, ValidationProblem } from '../sign-up/validate';

/** The problem of each field, all at once: the length on the new password, a mismatch on the repeat. */
export function newPasswordProblems(
  input: { password: string; repeatPassword: string },
  bounds: PasswordBounds,
): { password?: ValidationProblem; repeatPassword?: ValidationProblem } {
  const problems: { password?: ValidationProblem; repeatPassword?: ValidationProblem } = {};
  if (input.password.length < bounds.min) problems.password = { key: 'password.tooShort', vars: { n: bounds.min } };
  else if (input.password.length > bounds.max) problems.password = { key: 'password.tooLong', vars: { n: bounds.max } };
  if (input.password !== input.repeatPassword) problems.repeatPassword = { key: 'password.mismatch' };
  return problems;
}

/** The first problem, in the order a user fixes them, or null when it may be sent. */
export function validateNewPassword(input: { password: string; repeatPassword: string }, bounds: PasswordBounds): ValidationProblem | null {
  const problems = newPasswordProblems(input, bounds);
  return problems.password ?? problems.repeatPassword ?? null;
}
