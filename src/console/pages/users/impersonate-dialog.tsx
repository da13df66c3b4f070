// "Impersonate": makes an impersonation session of the user (one hour) and hands its refresh token over as a
// snippet the owner runs in their app's tab. The snippet writes the refresh cookie the widget reads
// (PROTOCOL.md §11) and reloads: no token ever travels in a URL, and the access token is not handed out.
import { useState, type ReactNode } from 'react';
import type { ServerUser } from '../../../core/internal';
import { REFRESH_COOKIE_MAX_AGE_S, refreshTokenCookieName } from '../../../protocol/constants';
import { useSectionAction } from '../../../react/shared/use-action';
import { Alert, Button, CopyButton, Dialog, iconProps, TriangleAlert } from '../../../react/ui';
import { useConsoleT } from '../../i18n';
import { userLabel } from './format';

export const IMPERSONATION_MILLIS = 3_600_000;

/** The code to paste into the app tab's devtools console; `__Host-` and Secure over https, as the widget writes it. */
export function impersonationSnippet(projectId: string, refreshToken: string): string {
  const maxAge = Math.min(IMPERSONATION_MILLIS / 1000, REFRESH_COOKIE_MAX_AGE_S);
  return [
    `((token) => {`,
    `  const https = location.protocol === 'https:';`,
    `  const name = (https ? '__Host-' : '') + ${JSON.stringify(refreshTokenCookieName(projectId))};`,
    `  const value = encodeURIComponent(JSON.stringify({ refresh_token: token, updated_at_millis: Date.now() }));`,
    `  document.cookie = name + '=' + value + '; Max-Age=${maxAge}; Path=/; SameSite=Lax' + (https ? '; Secure' : '');`,
    `  location.reload();`,
    `})(${JSON.stringify(refreshToken)});`,
  ].join('\n');
}

export interface ImpersonateDialogProps {
  open: boolean;
  user: ServerUser;
  projectId: string;
  onClose(): void;
  /** A session was made: the sessions list reads again. */
  onCreated(): void;
}

export function ImpersonateDialog({ open, user, projectId, onClose, onCreated }: ImpersonateDialogProps): ReactNode {
  const t = useConsoleT();
  const action = useSectionAction();
  const [snippet, setSnippet] = useState<string | null>(null);
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no');
  const name = userLabel(user);

  const close = (): void => {
    setSnippet(null);
    setCopied('no');
    action.setError(null);
    onClose();
  };

  async function start(): Promise<void> {
    let refreshToken: string | null = null;
    const ok = await action.run('impersonate', async () => {
      const session = await user.createSession({
        isImpersonation: true,
        expiresInMillis: IMPERSONATION_MILLIS,
      });
      refreshToken = (await session.getTokens()).refreshToken;
    });
    if (ok && refreshToken) {
      setSnippet(impersonationSnippet(projectId, refreshToken));
      onCreated();
    }
  }

  const busy = action.busy !== null;
  return (
    <Dialog
      open={open}
      onClose={close}
      busy={busy}
      title={t('users.impersonate.title', { name })}
      description={snippet === null ? t('users.impersonate.intro') : t('users.impersonate.steps', { name })}
      footer={
        snippet === null ? (
          <>
            <Button variant="secondary" onClick={close} disabled={busy}>
              {t('console.cancel')}
            </Button>
            <Button busy={busy} busyLabel={t('users.impersonate.starting')} onClick={() => void start()} data-autofocus="">
              {t('users.impersonate.start')}
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={close}>
              {t('console.close')}
            </Button>
            <CopyButton
              variant="primary"
              value={snippet}
              label={t('console.copy')}
              copiedLabel={t('console.copied')}
              onCopied={(done) => setCopied(done ? 'yes' : 'failed')}
              data-autofocus=""
            />
          </>
        )
      }
    >
      {snippet !== null ? (
        <>
          <figure className="stack-users-snippet">
            <figcaption className="stack-visually-hidden">{t('users.impersonate.snippet')}</figcaption>
            <pre tabIndex={0} aria-label={t('users.impersonate.snippet')}>
              <code>{snippet}</code>
            </pre>
          </figure>
          <p className="stack-users-warning">
            <TriangleAlert {...iconProps} />
            <span>{t('users.impersonate.warning')}</span>
          </p>
          {copied === 'failed' ? <Alert kind="info">{t('users.impersonate.copyFailed')}</Alert> : null}
          {copied === 'yes' ? (
            <span className="stack-visually-hidden" role="status">
              {t('console.copied')}
            </span>
          ) : null}
        </>
      ) : null}
      {action.error ? <Alert>{action.error}</Alert> : null}
    </Dialog>
  );
}
