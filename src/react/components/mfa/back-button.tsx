// "Back" above the MFA card's title, when the card has a step to go back to (the sign-in card's first step).

import type { ReactNode } from 'react';
import { useTranslation } from '../../hooks';
import { Button } from '../../ui/button';
import { ArrowLeft, iconProps } from '../../ui/icons';

export function BackButton({ onBack, disabled }: { onBack: (() => void) | undefined; disabled: boolean }): ReactNode {
  const t = useTranslation();
  if (!onBack) return undefined;
  return (
    <Button variant="ghost" size="sm" className="stack-auth-back" icon={<ArrowLeft {...iconProps} />} onClick={onBack} disabled={disabled}>
      {t('mfa.back')}
    </Button>
  );
}
