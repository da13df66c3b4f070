// @vitest-environment happy-dom
// <CopyButton>: says "Copied" once the value is on the clipboard; without a clipboard it keeps "Copy" and
// reports the failure (the value stays selectable by hand).
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText, CopyButton } from '../../../../src/react/ui/copy-button';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function stubClipboard(writeText: (text: string) => Promise<void>): void {
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
}

describe('CopyButton', () => {
  it('copies the value and says Copied; a new value starts from Copy again', async () => {
    const writeText = vi.fn(async () => undefined);
    stubClipboard(writeText);
    const onCopied = vi.fn();
    const { rerender } = render(<CopyButton value="sk_1" label="Copy" copiedLabel="Copied" name="Copy the key" onCopied={onCopied} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy the key' }));
    await screen.findByRole('button', { name: 'Copied' });
    expect(writeText).toHaveBeenCalledWith('sk_1');
    expect(onCopied).toHaveBeenCalledWith(true);
    rerender(<CopyButton value="sk_2" label="Copy" copiedLabel="Copied" name="Copy the key" onCopied={onCopied} />);
    await screen.findByRole('button', { name: 'Copy the key' });
  });

  it('keeps Copy and reports false when the clipboard refuses', async () => {
    stubClipboard(async () => {
      throw new Error('denied');
    });
    const onCopied = vi.fn();
    render(<CopyButton value="secret" label="Copy" copiedLabel="Copied" onCopied={onCopied} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(onCopied).toHaveBeenCalledWith(false));
    expect(screen.getByRole('button').textContent).toContain('Copy');
    expect(await copyText('x')).toBe(false);
  });
});
