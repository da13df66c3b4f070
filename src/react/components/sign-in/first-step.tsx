// The sign-in card's first step: providers and passkey (one tap), a divider, then the e-mail forms
// (password and/or e-mailed code, with tabs when both are on), and "Continue as guest" at the bottom.

import { useId, type ReactNode } from 'react';
import type { Project } from '../../../core/internal';
import type { Result } from '../../../core/internal';
import type { KnownError } from '../../../protocol/errors/known-error';
import { useStackApp, useTranslation } from '../../hooks';
import { Card } from '../../ui/card';
import { Divider } from '../../ui/divider';
import { Alert } from '../../ui/form';
import { SegmentedControl } from '../../ui/segmented-control';
import { EmailCodeForm, type CodeSent } from '../magic-link/email-code-form';
import { OAuthButtons } from '../oauth/oauth-buttons';
import { PasskeyButton } from '../passkey/passkey-sign-in';
import { usePasskeyAutofill } from '../passkey/use-passkey-autofill';
import { SwitchLink } from '../shared/credential-form';
import { GuestButton } from './guest-button';
import { PasswordForm } from './password-form';

export type Method = 'password' | 'code';

export interface FirstStepProps {
  project: Project;
  signUpUrl?: string;
  redirect: boolean;
  allowGuest?: boolean;
  /** The e-mail typed so far, kept across tabs and steps. */
  email: string;
  onEmailChange(email: string): void;
  onCodeSent(sent: CodeSent): void;
  /** The tab picked (password or e-mailed code), kept across steps. */
  method: Method;
  onMethodChange(method: Method): void;
  intercept(pending: Promise<Result<undefined, KnownError>>): Promise<Result<undefined, KnownError>>;
  focusEmail: boolean;
}

export function FirstStep(props: FirstStepProps): ReactNode {
  const { project, signUpUrl, redirect, allowGuest, email, onEmailChange, onCodeSent, method, onMethodChange, intercept, focusEmail } = props;
  const t = useTranslation();
  const app = useStackApp();
  const id = useId();
  const { config } = project;
  const providers = config.oauthProviders;
  const oneTap = providers.length > 0 || config.passkeyEnabled;
  const typed = config.credentialEnabled || config.magicLinkEnabled;
  const both = config.credentialEnabled && config.magicLinkEnabled;
  // The sign-up card has a form only with passwords or providers; otherwise the link would lead nowhere.
  const signUpOffered = config.signUpEnabled && (config.credentialEnabled || providers.length > 0);
  const shown: Method = both ? method : config.credentialEnabled ? 'password' : 'code';
  const emailAutoComplete = config.passkeyEnabled ? 'username webauthn' : 'username';

  const form =
    shown === 'password' ? (
      <PasswordForm email={email} onEmailChange={onEmailChange} redirect={redirect} intercept={intercept} autoFocus={focusEmail} emailAutoComplete={emailAutoComplete} />
    ) : (
      <EmailCodeForm
        email={email}
        onEmailChange={onEmailChange}
        onSent={onCodeSent}
        autoFocus={focusEmail}
        emailAutoComplete={emailAutoComplete}
        // The password tab keeps the address; without passwords there is no other way to offer.
        onUsePassword={both ? () => onMethodChange('password') : null}
      />
    );

  return (
    <Card
      className="stack-sign-in"
      title={project.displayName ? t('signIn.titleProject', { project: project.displayName }) : t('signIn.title')}
      subtitle={signUpOffered ? <SwitchLink question={t('signIn.noAccount')} label={t('signIn.toSignUp')} href={signUpUrl ?? app.urls.signUp} /> : undefined}
      footer={allowGuest ? <GuestButton /> : undefined}
    >
      {oneTap ? (
        <div className="stack-one-tap">
          <OAuthButtons providers={providers} />
          {config.passkeyEnabled ? <PasskeyChoice autofillEnabled={typed} redirect={redirect} intercept={intercept} /> : null}
        </div>
      ) : null}
      {oneTap && typed ? <Divider label={t('signIn.or')} /> : null}
      {typed ? (
        <div className="stack-sign-in-methods">
          {both ? (
            <SegmentedControl<Method>
              label={t('signIn.methodLabel')}
              options={[
                { id: 'password', label: t('signIn.methodPassword') },
                { id: 'code', label: t('signIn.methodCode') },
              ]}
              value={method}
              onChange={onMethodChange}
              panelId={`${id}-panel`}
              idPrefix={id}
            />
          ) : null}
          <div id={`${id}-panel`} role={both ? 'tabpanel' : undefined} aria-labelledby={both ? `${id}-${shown}` : undefined}>
            {form}
          </div>
        </div>
      ) : null}
      {!typed && !oneTap ? <Alert kind="info">{t('signIn.credentialDisabled')}</Alert> : null}
    </Card>
  );
}

/**
 * The passkey button, and the e-mail field's passkey autofill (conditional mediation) where the browser offers
 * it. Its own component, so a project without passkeys runs none of the autofill's hooks (issue 16).
 */
function PasskeyChoice({ autofillEnabled, redirect, intercept }: { autofillEnabled: boolean } & Pick<FirstStepProps, 'redirect' | 'intercept'>): ReactNode {
  const autofill = usePasskeyAutofill({ enabled: autofillEnabled, redirect, intercept });
  return <PasskeyButton redirect={redirect} intercept={intercept} onStart={autofill.cancel} autofillError={autofill.error} />;
}
