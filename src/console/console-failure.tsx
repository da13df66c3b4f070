// A failure the console cannot get past, in words, with a retry when one helps.

import type { ReactNode } from 'react';
import { describeFailure } from '../react/errors';
import { useTranslation } from '../react/hooks';
import { Alert, Button } from '../react/ui';

export function ConsoleFailure({ error, retry }: { error: unknown; retry?: () => void }): ReactNode {
  const t = useTranslation();
  return (
    <Alert
      action={
        retry ? (
          <Button variant="secondary" size="sm" onClick={retry}>
            {t('action.retry')}
          </Button>
        ) : undefined
      }
    >
      {describeFailure(error, t).message}
    </Alert>
  );
}
