// The security parts of the account-settings stopgap: add a passkey, and turn TOTP two-factor on
// (secret made in the browser, checked against a code from the app before saving) or off.

import { useState, type FormEvent, type ReactNode } from 'react';
import type { CurrentUser } from '../../../core/apps/types';
import { otpauthUri, base32Encode, randomTotpSecret, TOTP_DIGITS, verifyTotp } from '../../../core/auth/totp';
import { errorToText } from '../../errors';
import { useProject, useTranslation } from '../../hooks';
import { describePasskeyError } from '../passkey/describe-error';
import { Field, FormError } from '../shared/field';

export function PasskeySection({ user }: { user: CurrentUser }): ReactNode {
  const t = useTranslation();
  const project = useProject();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  if (!project?.config.passkeyEnabled) return null;

  async function add(): Promise<void> {
    setBusy(true);
    setMessage(null);
    try {
      const result = await user.registerPasskey();
      setMessage(result.status === 'ok' ? { ok: true, text: t('accountSettings.passkeyAdded') } : { ok: false, text: describePasskeyError(result.error, t) });
    } catch (failure: unknown) {
      setMessage({ ok: false, text: describePasskeyError(failure, t) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="stack-account-passkey">
      <button type="button" className="stack-button-plain" disabled={busy} onClick={() => void add()}>
        {busy ? t('accountSettings.addingPasskey') : t('accountSettings.addPasskey')}
      </button>
      {message?.ok ? <p className="stack-notice" role="status">{message.text}</p> : null}
      {message && !message.ok ? <FormError message={message.text} /> : null}
    </div>
  );
}

export function TotpSection({ user }: { user: CurrentUser }): ReactNode {
  const t = useTranslation();
  const project = useProject();
  const [secret, setSecret] = useState<Uint8Array | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function save(value: Uint8Array | null): Promise<void> {
    setBusy(true);
    setError(null);
    try {
      await user.update({ totpMultiFactorSecret: value });
      setSecret(null);
      setCode('');
    } catch (failure: unknown) {
      setError(errorToText(failure, t));
    } finally {
      setBusy(false);
    }
  }

  async function enable(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (busy || secret === null) return;
    if (!(await verifyTotp(secret, code, Date.now()))) {
      setError(t('accountSettings.totpWrongCode'));
      return;
    }
    await save(secret);
  }

  let body: ReactNode;
  if (user.isMultiFactorRequired) {
    body = (
      <>
        <p className="stack-notice">{t('accountSettings.totpOn')}</p>
        <button type="button" className="stack-button-plain" disabled={busy} onClick={() => void save(null)}>
          {t('accountSettings.totpTurnOff')}
        </button>
        <FormError message={error} />
      </>
    );
  } else if (secret === null) {
    body = (
      <>
        <p className="stack-notice">{t('accountSettings.totpOff')}</p>
        <button type="button" className="stack-button-plain" onClick={() => setSecret(randomTotpSecret())}>
          {t('accountSettings.totpSetUp')}
        </button>
      </>
    );
  } else {
    const uri = otpauthUri({ issuer: project?.displayName ?? 'Stack', account: user.primaryEmail ?? user.id, secret });
    body = (
      <form className="stack-form" noValidate aria-busy={busy} onSubmit={(event) => void enable(event)}>
        <p className="stack-notice">{t('accountSettings.totpInstructions', { n: TOTP_DIGITS })}</p>
        <dl className="stack-account-details">
          <dt>{t('accountSettings.totpSecret')}</dt>
          <dd><code className="stack-totp-secret">{base32Encode(secret)}</code></dd>
          <dt>{t('accountSettings.totpUri')}</dt>
          <dd><code className="stack-totp-uri">{uri}</code></dd>
        </dl>
        <Field label={t('mfa.codeLabel')} type="text" name="totp" autoComplete="one-time-code" value={code} disabled={busy} onChange={setCode} />
        <FormError message={error} />
        <button className="stack-button" type="submit" disabled={busy}>
          {t('accountSettings.totpEnable')}
        </button>
        <button type="button" className="stack-button-plain" disabled={busy} onClick={() => setSecret(null)}>
          {t('accountSettings.cancel')}
        </button>
      </form>
    );
  }
  return (
    <section className="stack-account-totp">
      <h3 className="stack-subtitle">{t('accountSettings.totpTitle')}</h3>
      {body}
    </section>
  );
}
