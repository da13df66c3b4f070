// Recovery codes in the two-factor section (emulator extension 'mfa-recovery-codes'): the new set shown once
// with Copy and "Download as text", and a row with how many are left and "Regenerate" (after a confirm).

import { useState, type ReactNode } from 'react';
import type { CurrentUser } from '../../../../../core/internal';
import { useTranslation } from '../../../../hooks';
import { useCached } from '../../../../shared/use-cached';
import { Button } from '../../../../ui/button';
import { CopyButton } from '../../../../ui/copy-button';
import { ConfirmDialog } from '../../../../ui/dialog';
import { FileText, iconProps, KeyRound } from '../../../../ui/icons';
import { Row } from '../../../../ui/row';

/** The set just made: the only time the person sees it (the server keeps digests). */
export function RecoveryCodesPanel({ codes, fileHeading, onDone }: { codes: readonly string[]; fileHeading: string; onDone(): void }): ReactNode {
  const t = useTranslation();
  const text = codes.join('\n');
  function download(): void {
    const url = URL.createObjectURL(new Blob([`${fileHeading}\n\n${text}\n`], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    link.click();
    // Revoked after the click has handed the file to the browser.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
  return (
    <div className="stack-mfa-setup stack-mfa-codes">
      <div className="stack-mfa-setup-text">
        <h4 className="stack-mfa-setup-title">{t('settings.mfa.codesTitle')}</h4>
        <p className="stack-hint">{t('settings.mfa.codesIntro')}</p>
      </div>
      <ul className="stack-mfa-code-list" aria-label={t('settings.mfa.codesTitle')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="stack-mfa-code-actions">
        <CopyButton size="sm" value={text} label={t('settings.mfa.copyCodes')} copiedLabel={t('settings.mfa.codesCopied')} />
        <Button variant="secondary" size="sm" icon={<FileText {...iconProps} />} onClick={download}>
          {t('settings.mfa.download')}
        </Button>
        <Button size="sm" onClick={onDone}>
          {t('settings.mfa.codesDone')}
        </Button>
      </div>
    </div>
  );
}

/** How many codes are left, and a new set (asked first when one exists: the old codes stop working). */
export function RecoveryCodesRow({ user, busy, onRegenerate, error }: { user: CurrentUser; busy: boolean; onRegenerate(): Promise<boolean>; error: string | null }): ReactNode {
  const t = useTranslation();
  const status = useCached(user.mfaRecoveryCodeStatusCache());
  const [confirming, setConfirming] = useState(false);
  const value = status.status === 'ready' ? status.value : null;
  const none = value !== null && value.total === 0;
  return (
    <>
      <Row
        data-mfa-codes={value ? String(value.remaining) : undefined}
        className="stack-settings-row-wrap"
        leading={<KeyRound {...iconProps} />}
        title={t('settings.mfa.codesTitle')}
        description={value === null ? '\u00a0' : none ? t('settings.mfa.codesNone') : t('settings.mfa.codesLeft', { n: value.remaining, total: value.total })}
        actions={
          <Button variant="secondary" size="sm" disabled={busy || value === null} onClick={() => (none ? void onRegenerate() : setConfirming(true))}>
            {t(none ? 'settings.mfa.createCodes' : 'settings.mfa.regenerate')}
          </Button>
        }
      />
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('settings.mfa.regenerateTitle')}
        description={t('settings.mfa.regenerateConfirm')}
        confirmLabel={t('settings.mfa.regenerateTitle')}
        busyLabel={t('settings.mfa.regenerating')}
        cancelLabel={t('settings.cancel')}
        tone="primary"
        onConfirm={onRegenerate}
        error={error}
      />
    </>
  );
}
