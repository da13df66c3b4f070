// @vitest-environment happy-dom
// <PasswordField>: the show/hide button inside the field (named, aria-pressed) that keeps focus and caret;
// <NewPasswordField>: the strength meter from the password check once something is typed.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { NewPasswordField, isCommonPassword } from '../../../../src/react/components/shared/new-password-field';
import { checkPassword } from '../../../../src/react/password/zxcvbn-check';
import { loadPasswordCheck, setPasswordCheckLoader } from '../../../../src/react/password/verdict';
import { PasswordField } from '../../../../src/react/ui/password-field';

afterEach(() => {
  cleanup();
  setPasswordCheckLoader(null);
});

function Controlled({ initial, fresh }: { initial: string; fresh?: boolean }): React.ReactNode {
  const [value, setValue] = useState(initial);
  return fresh ? (
    <NewPasswordField label="Password" name="password" value={value} onValueChange={setValue} hint="At least 8 characters." />
  ) : (
    <PasswordField label="Password" name="password" value={value} onValueChange={setValue} />
  );
}

describe('PasswordField', () => {
  it('shows and hides the password with a pressed-state button, keeping focus and the caret', () => {
    render(<Controlled initial="hunter2-secret" />);
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    expect(input.type).toBe('password');
    const show = screen.getByRole('button', { name: 'Show password' });
    expect(show.getAttribute('aria-pressed')).toBe('false');
    input.focus();
    input.setSelectionRange(4, 6);
    // A pointer press must not take focus from the input.
    expect(fireEvent.mouseDown(show)).toBe(false);
    fireEvent.click(show);

    expect(input.type).toBe('text');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide.getAttribute('aria-pressed')).toBe('true');
    expect(document.activeElement).toBe(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([4, 6]);
    fireEvent.click(hide);
    expect(input.type).toBe('password');
  });

  it('disables the button with the field', () => {
    render(<PasswordField label="Password" value="" onValueChange={() => {}} disabled />);
    expect((screen.getByRole('button', { name: 'Show password' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('NewPasswordField strength hint', () => {
  it('keeps the length hint alone until the check is loaded, then names the strength as the password changes', async () => {
    setPasswordCheckLoader(() => Promise.resolve(checkPassword));
    render(<Controlled initial="" fresh />);
    const input = screen.getByLabelText('Password');
    const hint = (): string => document.getElementById(input.getAttribute('aria-describedby')!)!.textContent ?? '';
    expect(hint()).toBe('At least 8 characters.');
    fireEvent.change(input, { target: { value: 'abcabc12' } });
    await act(() => loadPasswordCheck());
    expect(hint()).toBe('At least 8 characters.Strength: weak');
    fireEvent.change(input, { target: { value: 'Tulip-Harbor-Quantum-97!' } });
    expect(hint()).toBe('At least 8 characters.Strength: strong');
    fireEvent.change(input, { target: { value: 'password' } });
    expect(hint()).toBe('At least 8 characters.Strength: too common');
    expect(document.querySelector('.stack-strength')!.getAttribute('data-score')).toBe('0');
  });

  it('finds common passwords on the maintained list, not strong ones; without a check it refuses nothing', async () => {
    expect(isCommonPassword('password')).toBe(false);
    setPasswordCheckLoader(() => Promise.resolve(checkPassword));
    await loadPasswordCheck();
    expect(['password', 'qwerty123', 'iloveyou'].map(isCommonPassword)).toEqual([true, true, true]);
    expect(['Tulip-Harbor-Quantum-97!', 'correct-horse-42'].map(isCommonPassword)).toEqual([false, false]);
  });

  it('goes on without the check when its file cannot be loaded', async () => {
    setPasswordCheckLoader(() => Promise.reject(new Error('offline')));
    expect(await loadPasswordCheck()).toBeNull();
    expect(isCommonPassword('password')).toBe(false);
  });
});
