// The one Copy button (DESIGN.md §2 Status: it says "Copied" once the value is on the clipboard) and the
// one clipboard helper. Without a clipboard (insecure page, denied) the button keeps saying "Copy" and
// the value stays selectable by hand; `onCopied(false)` lets the screen say so where it wants to.

import { useEffect, useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from './button';
import { Check, Copy, iconProps } from './icons';

/** Puts `value` on the clipboard; false when the page has no clipboard or it was refused. */
export async function copyText(value: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(value);
    return true;
  } catch {
    return false;
  }
}

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick' | 'icon' | 'children' | 'aria-label'> {
  value: string;
  /** "Copy" and "Copied", in the element's language. */
  label: string;
  copiedLabel: string;
  /** The accessible name while it says "Copy" (e.g. "Copy the secret key"); "Copied" speaks for itself. */
  name?: string;
  /** After each attempt: whether the value is on the clipboard. */
  onCopied?(copied: boolean): void;
}

export function CopyButton({ value, label, copiedLabel, name, onCopied, variant = 'secondary', ...rest }: CopyButtonProps): ReactNode {
  const [copied, setCopied] = useState(false);
  // A new value (another secret in the same place) starts from "Copy" again.
  useEffect(() => setCopied(false), [value]);
  async function copy(): Promise<void> {
    const done = await copyText(value);
    setCopied(done);
    onCopied?.(done);
  }
  return (
    <Button
      variant={variant}
      aria-label={copied ? undefined : name}
      icon={copied ? <Check {...iconProps} /> : <Copy {...iconProps} />}
      onClick={() => void copy()}
      {...rest}
    >
      {copied ? copiedLabel : label}
    </Button>
  );
}
