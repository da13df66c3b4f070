// The sign-up card's done state while the new address is unproven: it says where the link went and offers
// to send it again. It stays until the person verifies (the user reloads with primaryEmailVerified) or signs out.
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { CurrentUser } from '../../../core/internal';
import { describeFailure } from '../../errors';
import { useRunAction, useTranslation } from '../../hooks';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Actions, SavedNote } from '../../ui/feedback';
import { Alert } from '../../ui/form';
import { iconProps, LogOut, Mail } from '../../ui/icons';

/** `takeFocus`: the card replaces the form this page just submitted (not a page opened signed in). */
export function VerifyEmailCard({ user, email, takeFocus }: { user: CurrentUser; email: string; takeFocus: boolean }): ReactNode {
  const t = useTranslation();
  const run = useRunAction();
  const [busy, setBusy] = useState<'resend' | 'signOut' | null>(null);
  const [sent, setSent] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const sentence = useRef<HTMLParagraphElement>(null);
  useLayoutEffect(() => {
    // The form that had focus is gone: the sentence takes it, so a screen reader reads what comes next.
    const node = sentence.current;
    if (takeFocus && node && node.ownerDocument.activeElement === node.ownerDocument.body) node.focus();
  }, []);

  async function attempt(name: 'resend' | 'signOut', action: () => Promise<unknown>): Promise<boolean> {
    setBusy(name);
    setError(null);
    setSent(0);
    try {
      const failure = await run(action);
      if (failure) throw failure;
      return true;
    } catch (failure: unknown) {
      setError(describeFailure(failure, t).message);
      return false;
    } finally {
      setBusy(null);
    }
  }

  async function resend(): Promise<void> {
    if (await attempt('resend', () => user.sendVerificationEmail())) setSent((count) => count + 1);
  }

  return (
    <Card className="stack-verify-email" title={t('signUp.verifyTitle')}>
      <p ref={sentence} tabIndex={-1} className="stack-verify-email-text">
        {t('signUp.verifyText', { email })}
      </p>
      {error ? <Alert>{error}</Alert> : null}
      <Actions>
        <Button variant="secondary" fullWidth icon={<Mail {...iconProps} />} busy={busy === 'resend'} disabled={busy === 'signOut'} busyLabel={t('signUp.resending')} onClick={() => void resend()}>
          {t('signUp.resend')}
        </Button>
        {sent > 0 ? <SavedNote key={sent}>{t('signUp.resent')}</SavedNote> : null}
      </Actions>
      {/* Another way on: a mistyped address is left by signing out and signing up again. */}
      <Button variant="ghost" fullWidth icon={<LogOut {...iconProps} />} busy={busy === 'signOut'} disabled={busy === 'resend'} busyLabel={t('signIn.signingOut')} onClick={() => void attempt('signOut', () => user.signOut())}>
        {t('signIn.signOut')}
      </Button>
    </Card>
  );
}
