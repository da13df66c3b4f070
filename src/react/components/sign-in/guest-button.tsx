// "Continue as guest": signs up anonymously; a guest still counts as signed out, so the card stays for
// the real sign-in and says what happened.

import { useState, type ReactNode } from 'react';
import { describeFailure } from '../../errors';
import { useRunAction, useStackApp, useTranslation } from '../../hooks';
import { Button } from '../../ui/button';
import { Alert } from '../../ui/form';

export function GuestButton(): ReactNode {
  const t = useTranslation();
  const app = useStackApp();
  const run = useRunAction();
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const [error, setError] = useState<string | null>(null);
  if (state === 'done') return <p role="status">{t('signIn.guestActive')}</p>;

  async function start(): Promise<void> {
    setState('busy');
    setError(null);
    try {
      // Reuses a guest session kept from an earlier visit instead of making a second guest.
      await run(() => app.getUser({ or: 'anonymous' }));
      setState('done');
    } catch (failure: unknown) {
      setError(describeFailure(failure, t).message);
      setState('idle');
    }
  }

  return (
    <div className="stack-guest">
      <Button variant="link" busy={state === 'busy'} busyLabel={t('signIn.startingGuest')} onClick={() => void start()}>
        {t('signIn.continueAsGuest')}
      </Button>
      {error === null ? null : <Alert>{error}</Alert>}
    </div>
  );
}
