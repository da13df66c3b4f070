// The "password" section of account settings: change the password (current + new + repeat), or set
// one when the account has none. Checked with the SPEC.md §5 rules before anything is sent; every
// problem stands under its field, all at once, and focus goes to the first.

import { useRef, useState, type ReactNode } from 'react';
import { KnownError } from '../../../../../protocol/errors/known-error';
import { describeFailure, numericDetail } from '../../../../errors';
import { useTranslation } from '../../../../hooks';
import type { Translate } from '../../../../i18n';
import { Button } from '../../../../ui/button';
import { Actions, SavedNote } from '../../../../ui/feedback';
import { Form } from '../../../../ui/form';
import { PasswordField } from '../../../../ui/password-field';
import { afterPasswordCheck, isCommonPassword, NewPasswordField } from '../../../shared/new-password-field';
import { DEFAULT_PASSWORD_BOUNDS, type PasswordBounds } from '../../../sign-up/validate';
import { HiddenUsername } from '../../../shared/hidden-username';
import { Section } from '../../../../shared/section';
import type { AccountSectionProps } from '../../section-props';
import { useSectionAction } from '../../../../shared/use-action';

type PasswordInput = 'current' | 'new' | 'repeat';
type FieldErrors = Partial<Record<PasswordInput, string>>;

/** The local checks, one sentence per field. */
function checkFields(input: Record<PasswordInput, string>, changing: boolean, bounds: PasswordBounds, t: Translate): FieldErrors {
  const errors: FieldErrors = {};
  if (changing && input.current === '') errors.current = t('settings.password.currentRequired');
  if (input.new.length < bounds.min) errors.new = t('password.tooShort', { n: bounds.min });
  else if (input.new.length > bounds.max) errors.new = t('password.tooLong', { n: bounds.max });
  else if (isCommonPassword(input.new)) errors.new = t('password.common');
  else if (input.new !== input.repeat) errors.repeat = t('password.mismatch');
  return errors;
}

export function PasswordSection({ user }: AccountSectionProps): ReactNode {
  const t = useTranslation();
  const [values, setValues] = useState<Record<PasswordInput, string>>({ current: '', new: '', repeat: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [bounds, setBounds] = useState<PasswordBounds>(DEFAULT_PASSWORD_BOUNDS);
  const [saved, setSaved] = useState<{ count: number; text: string } | null>(null);
  const [failures, setFailures] = useState(0);
  // What the last server failure says per field, set while useSectionAction describes it.
  const serverFields = useRef<FieldErrors | null>(null);
  const action = useSectionAction((failure) => {
    const own = failure instanceof KnownError ? serverFieldError(failure, t, bounds, setBounds) : null;
    const general = own ? null : describeFailure(failure, t);
    serverFields.current = own ?? (general?.field === 'password' || general?.field === 'newPassword' ? { new: general.message } : null);
    return general ?? { message: Object.values(own ?? {})[0] ?? '' };
  });
  const changing = user.hasPassword;

  function edit(field: PasswordInput, value: string): void {
    setValues((last) => ({ ...last, [field]: value }));
    setSaved(null);
  }

  async function submit(): Promise<void> {
    setSaved(null);
    action.setError(null);
    const local = checkFields(values, changing, bounds, t);
    setErrors(local);
    if (Object.keys(local).length > 0) {
      setFailures((count) => count + 1);
      return;
    }
    serverFields.current = null;
    const ok = changing
      ? await action.run('change', () => user.updatePassword({ oldPassword: values.current, newPassword: values.new }))
      : await action.run('set', () => user.setPassword({ password: values.new }));
    if (!ok) {
      // The server's password words stand under their field; anything else stays in the alert.
      if (serverFields.current) {
        setErrors(serverFields.current);
        action.setError(null);
      }
      setFailures((count) => count + 1);
      return;
    }
    setValues({ current: '', new: '', repeat: '' });
    setSaved((last) => ({ count: (last?.count ?? 0) + 1, text: t(changing ? 'settings.password.changed' : 'settings.password.wasSet') }));
  }

  const running = action.busy !== null;
  const field = (name: PasswordInput, label: string, htmlName: string, autoComplete: string): ReactNode => (
    <PasswordField
      label={label}
      name={htmlName}
      autoComplete={autoComplete}
      value={values[name]}
      disabled={running}
      error={errors[name]}
      onValueChange={(value) => edit(name, value)}
    />
  );
  return (
    <Section
      id="password"
      title={t('settings.password.title')}
      description={t(changing ? 'settings.password.changeDescription' : 'settings.password.setDescription')}
      error={action.error}
    >
      <Form className="stack-settings-form" onSubmit={() => afterPasswordCheck(() => void submit())} busy={running} failureCount={failures}>
        <HiddenUsername email={user.primaryEmail} />
        {changing ? field('current', t('settings.password.current'), 'old-password', 'current-password') : null}
        <NewPasswordField
          label={t('settings.password.new')}
          name="password"
          value={values.new}
          disabled={running}
          error={errors.new}
          hint={t('signUp.passwordHint', { n: bounds.min })}
          userInputs={[user.primaryEmail ?? '', user.displayName ?? ''].filter(Boolean)}
          onValueChange={(value) => edit('new', value)}
        />
        {field('repeat', t('settings.password.repeat'), 'repeat-password', 'new-password')}
        <Actions>
          <Button
            type="submit"
            busy={running}
            busyLabel={t(changing ? 'settings.password.changing' : 'settings.password.setting')}
          >
            {t(changing ? 'settings.password.change' : 'settings.password.set')}
          </Button>
          {saved ? <SavedNote key={saved.count}>{saved.text}</SavedNote> : null}
        </Actions>
      </Form>
    </Section>
  );
}

/** The server's password errors under their field; a bound it reports replaces ours so the next check is local. */
function serverFieldError(failure: KnownError, t: Translate, bounds: PasswordBounds, setBounds: (bounds: PasswordBounds) => void): FieldErrors | null {
  switch (failure.code) {
    case 'PASSWORD_CONFIRMATION_MISMATCH':
      return { current: t('settings.password.wrongCurrent') };
    case 'USER_DOES_NOT_HAVE_PASSWORD':
      return { current: t('settings.password.noPassword') };
    case 'PASSWORD_TOO_SHORT': {
      const min = numericDetail(failure, 'min_length') ?? bounds.min;
      setBounds({ ...bounds, min });
      return { new: t('password.tooShort', { n: min }) };
    }
    case 'PASSWORD_TOO_LONG': {
      const max = numericDetail(failure, 'maxLength') ?? bounds.max;
      setBounds({ ...bounds, max });
      return { new: t('password.tooLong', { n: max }) };
    }
    default:
      return null;
  }
}
