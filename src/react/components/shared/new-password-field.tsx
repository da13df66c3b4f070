// A new password (sign-up, reset, change): the password field with its length rule as the hint and, once
// something is typed, a strength meter from the lazily loaded check (src/react/password/verdict.ts).
// isCommonPassword is the submit-time refusal of a password on the common-passwords list.

import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from '../../hooks';
import { loadedPasswordCheck, loadPasswordCheck, passwordCheckInFlight, subscribePasswordCheck, type PasswordVerdict } from '../../password/verdict';
import { PasswordField, type PasswordFieldProps } from '../../ui/password-field';

const STRENGTH_KEYS = ['password.strength.weak', 'password.strength.weak', 'password.strength.fair', 'password.strength.good', 'password.strength.strong'] as const;

/** The check's verdict on `password` (null while empty or before the check has arrived); asks for the check on first use. */
export function usePasswordVerdict(password: string, userInputs: readonly string[] = []): PasswordVerdict | null {
  const check = useSyncExternalStore(subscribePasswordCheck, loadedPasswordCheck, loadedPasswordCheck);
  const wanted = password !== '';
  useEffect(() => {
    if (wanted) void loadPasswordCheck();
  }, [wanted]);
  const inputs = userInputs.join('\n');
  return useMemo(() => (check && password ? check(password, inputs ? inputs.split('\n') : []) : null), [check, password, inputs]);
}

/** True when the check has arrived and finds the whole password on the common list (a form awaits loadPasswordCheck first). */
export function isCommonPassword(password: string): boolean {
  return loadedPasswordCheck()?.(password).common === true;
}

/** Runs `submit` once the check is here if it is on its way (it loads on the first keystroke), else at once. */
export function afterPasswordCheck(submit: () => void): void {
  const waiting = passwordCheckInFlight();
  if (waiting) void waiting.then(submit);
  else submit();
}

export interface NewPasswordFieldProps extends PasswordFieldProps {
  /** Words of this person (their e-mail, name) that make a password easy to guess. */
  userInputs?: readonly string[];
}

export function NewPasswordField({ userInputs, hint, error, value, ...rest }: NewPasswordFieldProps): ReactNode {
  const t = useTranslation();
  const verdict = usePasswordVerdict(value, userInputs);
  const meter = verdict ? (
    <span className="stack-strength" data-score={verdict.score}>
      <span className="stack-strength-bar" aria-hidden="true">
        <i />
        <i />
        <i />
        <i />
      </span>
      <span aria-live="polite">{t(verdict.common ? 'password.strength.common' : STRENGTH_KEYS[verdict.score])}</span>
    </span>
  ) : null;
  const shownHint = (
    <>
      <span>{hint}</span>
      {meter}
    </>
  );
  return <PasswordField {...rest} value={value} autoComplete="new-password" error={error} hint={hint || meter ? shownHint : undefined} />;
}

/** The meter's CSS, carried by the parts that show a new password (sign-up, the screens part), not the sign-in script. */
export const strengthCss = `
.stack-strength { display: flex; align-items: center; gap: 8px; margin-top: 4px; }
.stack-strength-bar { display: grid; grid-template-columns: repeat(4, 1fr); gap: 4px; width: 96px; flex: none; }
.stack-strength-bar > i { height: 4px; border-radius: 2px; background: var(--stack-border); }
.stack-strength:is([data-score='0'], [data-score='1']) i:first-child { background: var(--stack-danger); }
.stack-strength[data-score='2'] i:nth-child(-n+2) { background: var(--stack-warning); }
.stack-strength[data-score='3'] i:nth-child(-n+3), .stack-strength[data-score='4'] i { background: var(--stack-success); }
`;
