// The authenticator key as text beside the QR code, for apps on the same device or a camera that cannot
// scan: shown in groups of four (the groups are spacing only, so a copied selection has no spaces) with
// a Copy button.

import type { ReactNode } from 'react';
import { useTranslation } from '../../../../hooks';
import { CopyButton } from '../../../../ui/copy-button';

export function SecretKey({ value }: { value: string }): ReactNode {
  const t = useTranslation();
  const groups = value.match(/.{1,4}/g) ?? [];

  return (
    <div className="stack-mfa-key">
      <span className="stack-label">{t('settings.mfa.secret')}</span>
      <code className="stack-totp-secret">
        {groups.map((group, index) => (
          <span key={index}>{group}</span>
        ))}
      </code>
      <div>
        <CopyButton size="sm" value={value} label={t('settings.mfa.copyKey')} copiedLabel={t('settings.mfa.copied')} />
      </div>
    </div>
  );
}
