// The authenticator key as text beside the QR code, for apps on the same device or a camera that cannot
// scan: shown in groups of four (the groups are spacing only, so a copied selection has no spaces) with
// a Copy button.

import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../../hooks';
import { Button } from '../../../../ui/button';
import { Check, Copy, iconProps } from '../../../../ui/icons';

export function SecretKey({ value }: { value: string }): ReactNode {
  const t = useTranslation();
  const [copied, setCopied] = useState(false);
  const groups = value.match(/.{1,4}/g) ?? [];

  async function copy(): Promise<void> {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      // No clipboard (insecure page, denied): the key stays selectable by hand.
      setCopied(false);
    }
  }

  return (
    <div className="stack-mfa-key">
      <span className="stack-label">{t('settings.mfa.secret')}</span>
      <code className="stack-totp-secret">
        {groups.map((group, index) => (
          <span key={index}>{group}</span>
        ))}
      </code>
      <div>
        <Button variant="secondary" size="sm" icon={copied ? <Check {...iconProps} /> : <Copy {...iconProps} />} onClick={() => void copy()}>
          {t(copied ? 'settings.mfa.copied' : 'settings.mfa.copyKey')}
        </Button>
      </div>
    </div>
  );
}
