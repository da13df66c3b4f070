// "Copy" that says "Copied" once the value is on the clipboard (DESIGN.md §2 Status); the webhooks page
// uses it for signing secrets too. Without a clipboard the value stays selectable by hand.

import { useEffect, useState, type ReactNode } from 'react';
import { Button, Check, Copy, iconProps } from '../../../react/ui';
import { useConsoleT } from '../../i18n';

export function CopyButton({ value, label }: { value: string; label: string }): ReactNode {
  const t = useConsoleT();
  const [copied, setCopied] = useState(false);
  // A new value (another secret in the same place) starts from "Copy" again.
  useEffect(() => setCopied(false), [value]);
  async function copy(): Promise<void> {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={copied ? undefined : label}
      icon={copied ? <Check {...iconProps} /> : <Copy {...iconProps} />}
      onClick={() => void copy()}
    >
      {copied ? t('console.copied') : t('console.copy')}
    </Button>
  );
}
