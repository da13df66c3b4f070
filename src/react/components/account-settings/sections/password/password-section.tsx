// The "password" section of account settings: change the password (current + new + repeat), or set
// one when the account has none. Checked with the SPEC.md §5 rules before anything is sent.

import { useState, type FormEvent, type ReactNode } from 'react';
import { KnownError } from '../../../../../protocol/errors/known-error';
import { numericDetail } from '../../../../errors';
import { useTranslation } from '../../../../hooks';
import type { Translate } from '../../../../i18n';
import { validateNewPassword } from '../../../password-reset/validate';
import { Field } from '../../../shared/field';
import { DEFAULT_PASSWORD_BOUNDS, type PasswordBounds } from '../../../sign-up/validate';
import { Section } from '../../section';
import type { AccountSectionProps } from '../../section-props';
import { useSectionAction } from '../../use-action';

export function PasswordSection({ user }: AccountSectionProps): ReactNode {
  const t = useTranslation();
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPassword] = useState('');
  const [repeatPassword, setRepeatPassword] = useState('');
  const [bounds, setBounds] = useState<PasswordBounds>(DEFAULT_PASSWORD_BOUNDS);
  const [notice, setNotice] = useState<string | null>(null);
  const action = useSectionAction((failure) => describePasswordError(failure, t, bounds, setBounds));
  const changing = user.hasPassword;

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (action.busy !== null) return;
    setNotice(null);
    if (changing && oldPassword === '') {
      action.setError(t('settings.password.currentRequired'));
      return;
    }
    const problem = validateNewPassword({ password, repeatPassword }, bounds);
    if (problem) {
      action.setError(t(problem.key, problem.vars));
      return;
    }
    const ok = changing
      ? await action.run('change', () => user.updatePassword({ oldPassword, newPassword: password }))
      : await action.run('set', () => user.setPassword({ password }));
    if (!ok) return;
    setOldPassword('');
    setPassword('');
    setRepeatPassword('');
    setNotice(t(changing ? 'settings.password.changed' : 'settings.password.wasSet'));
  }

  const busy = action.busy !== null;
  return (
    <Section
      id="password"
      title={t('settings.password.title')}
      description={t(changing ? 'settings.password.changeDescription' : 'settings.password.setDescription')}
      error={action.error}
      notice={notice}
    >
      <form className="stack-form" noValidate aria-busy={busy} onSubmit={(event) => void submit(event)}>
        {changing ? (
          <Field label={t('settings.password.current')} type="password" name="old-password" autoComplete="current-password" value={oldPassword} disabled={busy} onChange={setOldPassword} />
        ) : null}
        <Field
          label={t('settings.password.new')}
          type="password"
          name="password"
          autoComplete="new-password"
          value={password}
          disabled={busy}
          hint={t('signUp.passwordHint', { n: bounds.min })}
          onChange={setPassword}
        />
        <Field label={t('settings.password.repeat')} type="password" name="repeat-password" autoComplete="new-password" value={repeatPassword} disabled={busy} onChange={setRepeatPassword} />
        <div className="stack-settings-actions">
          <button className="stack-button" type="submit" disabled={busy}>
            {changing
              ? t(action.busy === 'change' ? 'settings.password.changing' : 'settings.password.change')
              : t(action.busy === 'set' ? 'settings.password.setting' : 'settings.password.set')}
          </button>
        </div>
      </form>
    </Section>
  );
}

/** The server's password errors in words; a bound it reports replaces ours so the next check is local. */
function describePasswordError(failure: unknown, t: Translate, bounds: PasswordBounds, setBounds: (bounds: PasswordBounds) => void): string | null {
  if (!(failure instanceof KnownError)) return null;
  switch (failure.code) {
    case 'PASSWORD_CONFIRMATION_MISMATCH':
      return t('settings.password.wrongCurrent');
    case 'USER_DOES_NOT_HAVE_PASSWORD':
      return t('settings.password.noPassword');
    case 'PASSWORD_TOO_SHORT': {
      const min = numericDetail(failure, 'min_length') ?? bounds.min;
      setBounds({ ...bounds, min });
      return t('password.tooShort', { n: min });
    }
    case 'PASSWORD_TOO_LONG': {
      const max = numericDetail(failure, 'maxLength') ?? bounds.max;
      setBounds({ ...bounds, max });
      return t('password.tooLong', { n: max });
    }
    default:
      return null;
  }
}
