// The "mfa" section of account settings: two-factor authentication with an authenticator app. Set-up makes
// a secret in the browser, shows it as a QR code of the otpauth:// URI and as a key to type, and saves it
// only after a code from the app matches. Turning it off asks first. Where the server announces
// 'mfa-recovery-codes', turning it on also makes a set of recovery codes, shown once.

import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { base32Encode, otpauthUri, randomTotpSecret, TOTP_DIGITS, verifyTotp } from '../../../../../core/internal';
import { useServerExtension, useTranslation } from '../../../../hooks';
import { Badge } from '../../../../ui/badge';
import { Button } from '../../../../ui/button';
import { CodeInput } from '../../../../ui/code-input';
import { ConfirmDialog } from '../../../../ui/dialog';
import { Actions } from '../../../../ui/feedback';
import { Form } from '../../../../ui/form';
import { iconProps, ShieldCheck } from '../../../../ui/icons';
import { Row, RowGroup } from '../../../../ui/row';
import { Section } from '../../../../shared/section';
import type { AccountSectionProps } from '../../section-props';
import { fieldError, useSectionAction } from '../../../../shared/use-action';
import { SecretKey } from './secret-key';
import { QrCode } from './qr-code';
import { RecoveryCodesPanel, RecoveryCodesRow } from './recovery-codes';

export function MfaSection({ user, project }: AccountSectionProps): ReactNode {
  const t = useTranslation();
  const action = useSectionAction();
  const [secret, setSecret] = useState<Uint8Array | null>(null);
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const recovery = useServerExtension('mfa-recovery-codes') === true;
  const [codes, setCodes] = useState<string[] | null>(null);
  const setupHeading = useRef<HTMLHeadingElement>(null);
  const busy = action.busy !== null;

  // The set-up step replaces the row: focus goes to its heading, so the person starts reading there.
  useLayoutEffect(() => {
    if (secret !== null) setupHeading.current?.focus();
  }, [secret]);

  function start(): void {
    setNotice(null);
    action.setError(null);
    setCode('');
    setSecret(randomTotpSecret());
  }

  async function enable(typed: string): Promise<void> {
    if (busy || secret === null) return;
    if (typed.length !== TOTP_DIGITS) return action.setError(t('mfa.codeRequired', { n: TOTP_DIGITS }), 'code');
    // Checked here first: a secret saved without a working app would lock the person out.
    if (!(await verifyTotp(secret, typed, Date.now()))) {
      // Emptied, so the next code can be typed (or pasted) and submit itself.
      setCode('');
      return action.setError(t('settings.mfa.wrongCode'), 'code');
    }
    if (await action.run('enable', () => user.update({ totpMultiFactorSecret: secret }))) {
      setSecret(null);
      setCode('');
      setNotice(t('settings.mfa.enabled'));
      if (recovery) await makeCodes();
    }
  }

  /** A new set of recovery codes, shown until the person says they saved it. */
  async function makeCodes(): Promise<boolean> {
    let made: string[] = [];
    const ok = await action.run('codes', async () => {
      made = (await user.regenerateMfaRecoveryCodes()).codes;
    });
    if (ok) setCodes(made);
    return ok;
  }

  async function disable(): Promise<boolean> {
    setNotice(null);
    const ok = await action.run('disable', () => user.update({ totpMultiFactorSecret: null }));
    if (ok) {
      setCodes(null);
      setNotice(t('settings.mfa.disabled'));
    }
    return ok;
  }

  const codeError = fieldError(action, 'code', [null, 'enable']);
  const disableError = confirming && action.failed === 'disable' ? action.error : null;
  const codesError = action.failed === 'codes' ? action.error : null;
  let body: ReactNode;
  if (secret === null) {
    const on = user.isMultiFactorRequired;
    body = (
      <RowGroup label={t('settings.mfa.title')}>
        <Row
          data-mfa={on ? 'on' : 'off'}
          className="stack-settings-row-wrap"
          leading={<ShieldCheck {...iconProps} />}
          title={t('settings.mfa.app')}
          badges={on ? <Badge tone="success">{t('settings.mfa.onBadge')}</Badge> : null}
          description={t(on ? 'settings.mfa.on' : 'settings.mfa.off')}
          actions={
            on ? (
              <Button variant="secondary" size="sm" disabled={busy} onClick={() => setConfirming(true)}>
                {t('settings.mfa.turnOff')}
              </Button>
            ) : (
              <Button size="sm" disabled={busy} onClick={start}>
                {t('settings.mfa.setUp')}
              </Button>
            )
          }
        />
        {on && recovery && codes === null ? <RecoveryCodesRow user={user} busy={busy} onRegenerate={makeCodes} error={codesError} /> : null}
      </RowGroup>
    );
  } else {
    const uri = otpauthUri({ issuer: project.displayName, account: user.primaryEmail ?? user.id, secret });
    body = (
      <div className="stack-mfa-setup">
        <div className="stack-mfa-setup-text">
          <h4 ref={setupHeading} className="stack-mfa-setup-title" tabIndex={-1}>
            {t('settings.mfa.setupTitle')}
          </h4>
          <p className="stack-hint">{t('settings.mfa.instructions', { n: TOTP_DIGITS })}</p>
        </div>
        <div className="stack-mfa-secret">
          <QrCode value={uri} label={t('settings.mfa.qrLabel')} size={168} />
          <SecretKey value={base32Encode(secret)} />
        </div>
        <Form className="stack-settings-form" onSubmit={() => void enable(code)} busy={action.busy === 'enable'} failureCount={action.failures}>
          <CodeInput
            label={t('mfa.codeLabel')}
            name="totp"
            value={code}
            length={TOTP_DIGITS}
            error={codeError}
            disabled={busy}
            onValueChange={setCode}
            onComplete={(typed) => void enable(typed)}
          />
          <Actions>
            <Button type="submit" busy={action.busy === 'enable'} busyLabel={t('settings.mfa.enabling')}>
              {t('settings.mfa.enable')}
            </Button>
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => {
                action.setError(null);
                setSecret(null);
              }}
            >
              {t('settings.cancel')}
            </Button>
          </Actions>
        </Form>
      </div>
    );
  }
  return (
    <Section
      id="mfa"
      title={t('settings.mfa.title')}
      description={t('settings.mfa.description')}
      error={codeError || disableError ? null : action.error}
      notice={notice}
    >
      {body}
      {codes !== null ? (
        <RecoveryCodesPanel
          codes={codes}
          fileHeading={t('settings.mfa.fileHeading', { project: project.displayName, account: user.primaryEmail ?? user.id })}
          onDone={() => setCodes(null)}
        />
      ) : null}
      <ConfirmDialog
        open={confirming}
        onClose={() => {
          setConfirming(false);
          if (disableError) action.setError(null);
        }}
        title={t('settings.mfa.turnOffTitle')}
        description={t('settings.mfa.turnOffConfirm')}
        confirmLabel={t('settings.mfa.turnOffTitle')}
        busyLabel={t('settings.mfa.turningOff')}
        cancelLabel={t('settings.cancel')}
        onConfirm={disable}
        error={disableError}
      />
    </Section>
  );
}
