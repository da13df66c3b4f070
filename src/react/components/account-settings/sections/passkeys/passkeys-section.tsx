// The "passkeys" section of account settings. Where the server announces 'passkey-list', every passkey in
// a list (./passkey-list.tsx). Elsewhere (the Stack Auth API keeps one per user) the registered passkey as a
// row (replace it, or remove it after a confirmation: that turns passkey sign-in off, PROTOCOL.md §5.9
// passkey_auth_enabled), or an empty state with the button that registers one.

import { useState, type ReactNode } from 'react';
import { useServerExtension, useTranslation } from '../../../../hooks';
import { Button } from '../../../../ui/button';
import { ConfirmDialog } from '../../../../ui/dialog';
import { EmptyState } from '../../../../ui/feedback';
import { Fingerprint, iconProps, Plus, Trash2 } from '../../../../ui/icons';
import { MenuItem } from '../../../../ui/menu';
import { Row, RowGroup, RowMenu } from '../../../../ui/row';
import { Spinner } from '../../../../ui/spinner';
import { describePasskeyError } from '../../../passkey/describe-error';
import { Section, useHeadingFocus } from '../../../../shared/section';
import type { AccountSectionProps } from '../../section-props';
import { useSectionAction } from '../../../../shared/use-action';
import { LoadingNotice } from '../../../../shared/loading-notice';
import { PasskeyList } from './passkey-list';

export function PasskeysSection({ user }: AccountSectionProps): ReactNode {
  const t = useTranslation();
  const action = useSectionAction((failure) => describePasskeyError(failure, t));
  const [notice, setNotice] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const heading = useHeadingFocus();
  const listed = useServerExtension('passkey-list');
  const busy = action.busy !== null;

  async function add(): Promise<void> {
    setNotice(null);
    if (await action.run('add', () => user.registerPasskey())) setNotice(t('settings.passkeys.added'));
  }

  async function remove(): Promise<boolean> {
    setNotice(null);
    const ok = await action.run('off', () => user.update({ passkeyAuthEnabled: false }));
    if (ok) {
      setNotice(t('settings.passkeys.turnedOff'));
      heading.request();
    }
    return ok;
  }

  const removeError = confirming && action.failed === 'off' ? action.error : null;
  return (
    <Section
      id="passkeys"
      headingRef={heading.ref}
      title={t('settings.passkeys.title')}
      description={t('settings.passkeys.description')}
      error={removeError ? null : action.error}
      notice={notice}
    >
      {listed === undefined ? (
        <LoadingNotice lines={2} height={56} />
      ) : listed ? (
        <PasskeyList user={user} action={action} onNotice={setNotice} onRemoved={heading.request} />
      ) : user.passkeyAuthEnabled ? (
        <RowGroup label={t('settings.passkeys.title')}>
          <Row
            data-passkey="on"
            leading={<Fingerprint {...iconProps} />}
            title={t('settings.passkeys.rowTitle')}
            description={t('settings.passkeys.on')}
            actions={
              <>
                {action.busy === 'add' ? <Spinner /> : null}
                <RowMenu label={t('settings.passkeys.actions')}>
                  <MenuItem disabled={busy} icon={<Plus {...iconProps} />} onSelect={() => void add()}>
                    {t('settings.passkeys.replace')}
                  </MenuItem>
                  <MenuItem danger disabled={busy} icon={<Trash2 {...iconProps} />} onSelect={() => setConfirming(true)}>
                    {t('settings.passkeys.remove')}
                  </MenuItem>
                </RowMenu>
              </>
            }
          />
        </RowGroup>
      ) : (
        <div data-passkey="off">
          <EmptyState
            icon={<Fingerprint {...iconProps} />}
            action={
              <Button variant="secondary" icon={<Plus {...iconProps} />} busy={action.busy === 'add'} busyLabel={t('settings.passkeys.adding')} onClick={() => void add()}>
                {t('settings.passkeys.add')}
              </Button>
            }
          >
            {t('settings.passkeys.off')}
          </EmptyState>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onClose={() => {
          setConfirming(false);
          if (removeError) action.setError(null);
        }}
        title={t('settings.passkeys.remove')}
        description={t('settings.passkeys.removeConfirm')}
        confirmLabel={t('settings.passkeys.remove')}
        busyLabel={t('settings.passkeys.turningOff')}
        cancelLabel={t('settings.cancel')}
        onConfirm={remove}
        error={removeError}
      />
    </Section>
  );
}
