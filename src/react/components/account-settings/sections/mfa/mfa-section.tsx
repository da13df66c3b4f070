// The "mfa" section of account settings: TOTP two-factor. Set-up makes a secret in the browser, shows it
// as a QR code of the otpauth:// URI and as text, and saves it only after a code from the app matches.

import { useState, type ReactNode } from 'react';
import { base32Encode, otpauthUri, randomTotpSecret, TOTP_DIGITS, verifyTotp } from '../../../../../core/auth/totp';
import { useTranslation } from '../../../../hooks';
import { FieldForm } from '../../../shared/field-form';
import { Section } from '../../section';
import type { AccountSectionProps } from '../../section-props';
import { useSectionAction } from '../../use-action';
import { QrCode } from './qr-code';

export function MfaSection({ user, project }: AccountSectionProps): ReactNode {
  const t = useTranslation();
  const action = useSectionAction();
  const [secret, setSecret] = useState<Uint8Array | null>(null);
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const busy = action.busy !== null;

  function start(): void {
    setNotice(null);
    action.setError(null);
    setCode('');
    setSecret(randomTotpSecret());
  }

  async function enable(): Promise<void> {
    if (busy || secret === null) return;
    // Checked here first: a secret saved without a working app would lock the person out.
    if (!(await verifyTotp(secret, code, Date.now()))) {
      action.setError(t('settings.mfa.wrongCode'));
      return;
    }
    if (await action.run('enable', () => user.update({ totpMultiFactorSecret: secret }))) {
      setSecret(null);
      setCode('');
      setNotice(t('settings.mfa.enabled'));
    }
  }

  async function disable(): Promise<void> {
    setNotice(null);
    if (await action.run('disable', () => user.update({ totpMultiFactorSecret: null }))) setNotice(t('settings.mfa.disabled'));
  }

  let body: ReactNode;
  if (user.isMultiFactorRequired) {
    body = (
      <>
        <p className="stack-settings-description" data-mfa="on">
          {t('settings.mfa.on')}
        </p>
        <div className="stack-settings-actions">
          <button type="button" className="stack-button stack-button-danger" disabled={busy} onClick={() => void disable()}>
            {action.busy === 'disable' ? t('settings.mfa.turningOff') : t('settings.mfa.turnOff')}
          </button>
        </div>
      </>
    );
  } else if (secret === null) {
    body = (
      <>
        <p className="stack-settings-description" data-mfa="off">
          {t('settings.mfa.off')}
        </p>
        <div className="stack-settings-actions">
          <button type="button" className="stack-button" onClick={start}>
            {t('settings.mfa.setUp')}
          </button>
        </div>
      </>
    );
  } else {
    const uri = otpauthUri({ issuer: project.displayName, account: user.primaryEmail ?? user.id, secret });
    body = (
      <FieldForm
        field={{ label: t('mfa.codeLabel'), type: 'text', name: 'totp', autoComplete: 'one-time-code', value: code, onChange: setCode }}
        busy={action.busy}
        action="enable"
        submit={t('settings.mfa.enable')}
        submitting={t('settings.mfa.enabling')}
        onSubmit={() => void enable()}
        cancel={{ label: t('settings.mfa.cancel'), onCancel: () => setSecret(null) }}
      >
        <p className="stack-settings-description">{t('settings.mfa.instructions', { n: TOTP_DIGITS })}</p>
        <QrCode value={uri} label={t('settings.mfa.qrLabel')} />
        <p>
          {t('settings.mfa.secret')} <code className="stack-totp-secret">{base32Encode(secret)}</code>
        </p>
      </FieldForm>
    );
  }
  return (
    <Section id="mfa" title={t('settings.mfa.title')} error={action.error} notice={notice}>
      {body}
    </Section>
  );
}
