// Client-side checks of the sign-up form (SPEC.md §5). The bounds start at the server's known
// defaults and are replaced by whatever the server reports in PASSWORD_TOO_SHORT/LONG details.

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../protocol/constants';
import type { MessageKey, MessageVars } from '../../i18n';

export interface PasswordBounds {
  min: number;
  max: number;
}

export const DEFAULT_PASSWORD_BOUNDS: PasswordBounds = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };

export interface SignUpInput {
  email: string;
  password: string;
  repeatPassword: string;
}

export interface ValidationProblem {
  key: MessageKey;
  vars?: MessageVars;
}

/** Every problem of the form, one per field (all shown at once); empty when it may be sent. */
export function validateSignUpFields(input: SignUpInput, bounds: PasswordBounds): Partial<Record<keyof SignUpInput, ValidationProblem>> {
  const problems: Partial<Record<keyof SignUpInput, ValidationProblem>> = {};
  if (!input.email.trim()) problems.email = { key: 'form.emailRequired' };
  if (input.password.length < bounds.min) problems.password = { key: 'password.tooShort', vars: { n: bounds.min } };
  else if (input.password.length > bounds.max) problems.password = { key: 'password.tooLong', vars: { n: bounds.max } };
  if (input.password !== input.repeatPassword) problems.repeatPassword = { key: 'password.mismatch' };
  return problems;
}

/** The first problem of the form, in the order a user fixes them, or null when it may be sent. */
export function validateSignUp(input: SignUpInput, bounds: PasswordBounds): ValidationProblem | null {
  const problems = validateSignUpFields(input, bounds);
  return problems.email ?? problems.password ?? problems.repeatPassword ?? null;
}
