// The "passkeys" section of account settings: whether a passkey is registered, add (or replace) one,
// and turn passkey sign-in off (which deletes the passkey: PROTOCOL.md §5.9 passkey_auth_enabled).

import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../../hooks';
import { describePasskeyError } from '../../../passkey/describe-error';
import { Section } from '../../section';
import type { AccountSectionProps } from '../../section-props';
import { useSectionAction } from '../../use-action';

export function PasskeysSection({ user }: AccountSectionProps): ReactNode {
  const t = useTranslation();
  const action = useSectionAction((failure) => describePasskeyError(failure, t));
  const [notice, setNotice] = useState<string | null>(null);
  const busy = action.busy !== null;

  async function add(): Promise<void> {
    setNotice(null);
    if (await action.run('add', () => user.registerPasskey())) setNotice(t('settings.passkeys.added'));
  }

  async function turnOff(): Promise<void> {
    setNotice(null);
    if (await action.run('off', () => user.update({ passkeyAuthEnabled: false }))) setNotice(t('settings.passkeys.turnedOff'));
  }

  return (
    <Section id="passkeys" title={t('settings.passkeys.title')} error={action.error} notice={notice}>
      <p className="stack-settings-description" data-passkey={user.passkeyAuthEnabled ? 'on' : 'off'}>
        {t(user.passkeyAuthEnabled ? 'settings.passkeys.on' : 'settings.passkeys.off')}
      </p>
      <div className="stack-settings-actions">
        <button type="button" className="stack-button" disabled={busy} onClick={() => void add()}>
          {action.busy === 'add' ? t('settings.passkeys.adding') : t(user.passkeyAuthEnabled ? 'settings.passkeys.replace' : 'settings.passkeys.add')}
        </button>
        {user.passkeyAuthEnabled ? (
          <button type="button" className="stack-button stack-button-danger" disabled={busy} onClick={() => void turnOff()}>
            {action.busy === 'off' ? t('settings.passkeys.turningOff') : t('settings.passkeys.turnOff')}
          </button>
        ) : null}
      </div>
    </Section>
  );
}
