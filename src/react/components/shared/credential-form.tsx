// The frame SignIn and SignUp share: title, e-mail field, the form's own fields, alert line, submit button;
// the footer link to the other form; the notice shown instead when already signed in.

import type { ReactNode } from 'react';
import type { CurrentUser } from '../../../core/apps/types';
import { useTranslation } from '../../hooks';
import { Field, FormError } from './field';
import type { FormSubmit } from './use-form-submit';

export interface CredentialFormProps {
  title: string;
  submitLabel: string;
  /** The button's label while the request runs. */
  busyLabel: string;
  email: string;
  onEmailChange(value: string): void;
  submit: FormSubmit;
  /** The fields after the e-mail (password, repeat password). */
  children: ReactNode;
}

export function CredentialForm({ title, submitLabel, busyLabel, email, onEmailChange, submit, children }: CredentialFormProps): ReactNode {
  const t = useTranslation();
  const { busy, error, onSubmit } = submit;
  return (
    <>
      <h2 className="stack-title">{title}</h2>
      <form className="stack-form" noValidate aria-busy={busy} onSubmit={onSubmit}>
        <Field label={t('field.email')} type="email" name="email" autoComplete="email" value={email} disabled={busy} onChange={onEmailChange} />
        {children}
        <FormError message={error} />
        <button className="stack-button" type="submit" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
      </form>
    </>
  );
}

export function SwitchFormLink({ question, label, href }: { question: string; label: string; href: string }): ReactNode {
  return (
    <p className="stack-footer">
      {question}{' '}
      <a className="stack-link" href={href}>
        {label}
      </a>
    </p>
  );
}

export function SignedInNotice({ user }: { user: CurrentUser }): ReactNode {
  const t = useTranslation();
  return <p className="stack-notice">{t('signIn.alreadySignedIn', { name: user.displayName ?? user.primaryEmail ?? '' })}</p>;
}
