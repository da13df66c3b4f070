// CliAuthConfirm: the page a command-line tool sends its user to. It reads login_code from the URL
// and, once the signed-in person confirms, hands their session to the waiting tool (PROTOCOL.md §5.8).

import { useState, type ReactNode } from 'react';
import { CLI_LOGIN_CODE_PARAM } from '../../../core/auth/cli-login';
import { currentPageUrl, withAfterAuthReturnTo } from '../../../core/auth/redirect';
import { errorToText } from '../../errors';
import { useStackApp, useTranslation, useUserState } from '../../hooks';
import { StatusLine } from '../shared/status-line';

export interface CliAuthConfirmProps {
  /** The tool's login code; default: the login_code query parameter of the page. */
  loginCode?: string;
  /** Where "Sign in" leads; defaults to the app's sign-in handler URL. */
  signInUrl?: string;
}

type Phase = { kind: 'ask' } | { kind: 'busy' } | { kind: 'done' } | { kind: 'cancelled' } | { kind: 'failed'; message: string };

function loginCodeFromPage(): string | null {
  const url = currentPageUrl();
  if (url === null) return null;
  const code = new URL(url).searchParams.get(CLI_LOGIN_CODE_PARAM)?.trim();
  return code ? code : null;
}

export function CliAuthConfirm({ loginCode, signInUrl }: CliAuthConfirmProps): ReactNode {
  const t = useTranslation();
  const app = useStackApp();
  const state = useUserState();
  const [phase, setPhase] = useState<Phase>({ kind: 'ask' });
  const code = loginCode?.trim() || loginCodeFromPage();

  async function confirm(): Promise<void> {
    if (code === null) return;
    setPhase({ kind: 'busy' });
    try {
      const result = await app.confirmCliLogin(code);
      setPhase(result.status === 'ok' ? { kind: 'done' } : { kind: 'failed', message: errorToText(result.error, t) });
    } catch (error) {
      setPhase({ kind: 'failed', message: errorToText(error, t) });
    }
  }

  let body: ReactNode;
  if (code === null) {
    body = (
      <StatusLine kind="failed">{t('cliAuth.missingCode')}</StatusLine>
    );
  } else if (state.status === 'loading') {
    body = (
      <StatusLine kind="busy">{t('state.loading')}</StatusLine>
    );
  } else if (state.status === 'error') {
    body = (
      <StatusLine kind="failed">{errorToText(state.error, t)}</StatusLine>
    );
  } else if (phase.kind === 'done') {
    body = (
      <StatusLine kind="done" className="stack-cli-auth-success">{t('cliAuth.success')}</StatusLine>
    );
  } else if (phase.kind === 'cancelled') {
    body = (
      <StatusLine kind="done">{t('cliAuth.cancelled')}</StatusLine>
    );
  } else if (!state.user) {
    const current = currentPageUrl();
    const target = signInUrl ?? app.urls.signIn;
    body = (
      <>
        <StatusLine kind="info">{t('cliAuth.signInFirst')}</StatusLine>
        <a className="stack-button stack-cli-auth-sign-in" href={current === null ? target : withAfterAuthReturnTo(target, current)}>
          {t('cliAuth.signIn')}
        </a>
      </>
    );
  } else {
    const busy = phase.kind === 'busy';
    const name = state.user.displayName || state.user.primaryEmail || t('userButton.anonymous');
    body = (
      <>
        <StatusLine kind="info">{t('cliAuth.explain', { name })}</StatusLine>
        {phase.kind === 'failed' ? (
          <StatusLine kind="failed">{phase.message}</StatusLine>
        ) : null}
        <div className="stack-cli-auth-actions">
          <button className="stack-button" type="button" disabled={busy} onClick={() => void confirm()}>
            {busy ? t('cliAuth.confirming') : t('cliAuth.confirm')}
          </button>
          <button className="stack-button-plain" type="button" disabled={busy} onClick={() => setPhase({ kind: 'cancelled' })}>
            {t('cliAuth.cancel')}
          </button>
        </div>
      </>
    );
  }

  return (
    <section className="stack-root stack-cli-auth-confirm">
      <h2 className="stack-title">{t('cliAuth.title')}</h2>
      {body}
    </section>
  );
}
