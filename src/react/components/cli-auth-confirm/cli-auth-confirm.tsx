// CliAuthConfirm: the page a command-line tool sends its user to. It reads login_code from the URL
// and, once the signed-in person authorizes, hands their session to the waiting tool (PROTOCOL.md §5.8).

import { useState, type ReactNode } from 'react';
import { CLI_LOGIN_CODE_PARAM } from '../../../core/internal';
import { currentPageUrl, withAfterAuthReturnTo } from '../../../core/internal';
import { describeFailure } from '../../errors';
import { useRunAction, useStackApp, useTranslation, useUserState } from '../../hooks';
import { Avatar, personAvatarName } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { ButtonLink } from '../../ui/button-link';
import { Card } from '../../ui/card';
import { Alert, Form } from '../../ui/form';
import { Row, RowGroup } from '../../ui/row';
import { StatusCard, WaitingCard } from '../shared/status-card';
import { useStepFocus } from '../shared/use-step-focus';

export interface CliAuthConfirmProps {
  /** The tool's login code; default: the login_code query parameter of the page. */
  loginCode?: string;
  /** Where "Sign in" leads; defaults to the app's sign-in handler URL. */
  signInUrl?: string;
}

type Phase = { kind: 'ask'; error: string | null; failures: number } | { kind: 'busy' } | { kind: 'done' } | { kind: 'cancelled' };

function loginCodeFromPage(): string | null {
  const url = currentPageUrl();
  if (url === null) return null;
  const code = new URL(url).searchParams.get(CLI_LOGIN_CODE_PARAM)?.trim();
  return code ? code : null;
}

export function CliAuthConfirm({ loginCode, signInUrl }: CliAuthConfirmProps): ReactNode {
  const t = useTranslation();
  const app = useStackApp();
  const run = useRunAction();
  const state = useUserState();
  const [phase, setPhase] = useState<Phase>({ kind: 'ask', error: null, failures: 0 });
  const code = loginCode?.trim() || loginCodeFromPage();
  const user = state.status === 'ready' ? state.user : null;
  const stepRef = useStepFocus(code === null ? 'missing' : state.status !== 'ready' ? state.status : !user ? 'signed-out' : phase.kind === 'busy' ? 'ask' : phase.kind);
  const home = (
    <ButtonLink href={app.urls.home} variant="secondary" fullWidth>
      {t('handler.toHome')}
    </ButtonLink>
  );

  async function confirm(): Promise<void> {
    if (code === null || phase.kind !== 'ask') return;
    const failures = phase.failures;
    setPhase({ kind: 'busy' });
    const failed = (failure: unknown): void => setPhase({ kind: 'ask', error: describeFailure(failure, t).message, failures: failures + 1 });
    try {
      const result = await run(() => app.confirmCliLogin(code));
      if (result.status === 'ok') setPhase({ kind: 'done' });
      else failed(result.error);
    } catch (failure: unknown) {
      failed(failure);
    }
  }

  let body: ReactNode;
  if (code === null) {
    body = <StatusCard title={t('link.missingTitle')} kind="error" message={t('cliAuth.missingCode')} actions={home} />;
  } else if (state.status === 'loading') {
    body = <WaitingCard title={t('cliAuth.title')} label={t('state.loading')} shape={['text', 'row', 'button', 'button']} />;
  } else if (state.status === 'error') {
    const retry = (
      <Button fullWidth onClick={state.retry}>
        {t('action.retry')}
      </Button>
    );
    body = (
      <StatusCard
        title={t('cliAuth.title')}
        kind="error"
        message={describeFailure(state.error, t).message}
        actions={
          <>
            {retry}
            {home}
          </>
        }
      />
    );
  } else if (phase.kind === 'done') {
    body = <StatusCard className="stack-cli-auth-success" title={t('cliAuth.successTitle')} kind="success" message={t('cliAuth.success')} actions={home} />;
  } else if (phase.kind === 'cancelled') {
    body = <StatusCard title={t('cliAuth.cancelledTitle')} kind="info" message={t('cliAuth.cancelled')} actions={home} />;
  } else if (!user) {
    const current = currentPageUrl();
    const target = signInUrl ?? app.urls.signIn;
    body = (
      <Card title={t('cliAuth.title')} subtitle={t('cliAuth.signInFirst')}>
        <ButtonLink className="stack-cli-auth-sign-in" href={current === null ? target : withAfterAuthReturnTo(target, current)} fullWidth>
          {t('cliAuth.signIn')}
        </ButtonLink>
      </Card>
    );
  } else {
    const busy = phase.kind === 'busy';
    const name = user.displayName || user.primaryEmail || t('userButton.anonymous');
    body = (
      <Card title={t('cliAuth.title')} subtitle={t('cliAuth.explain')}>
        <RowGroup label={t('cliAuth.account')}>
          <Row
            className="stack-cli-auth-account"
            leading={<Avatar name={personAvatarName(user)} id={user.id} src={user.profileImageUrl} size={32} />}
            title={name}
            description={user.displayName && user.primaryEmail ? user.primaryEmail : undefined}
          />
        </RowGroup>
        <Form onSubmit={() => void confirm()} busy={busy} failureCount={phase.kind === 'ask' ? phase.failures : 0}>
          {phase.kind === 'ask' && phase.error ? <Alert kind="error">{phase.error}</Alert> : null}
          <div className="stack-stack">
            <Button type="submit" fullWidth busy={busy} busyLabel={t('cliAuth.confirming')}>
              {t('cliAuth.confirm')}
            </Button>
            <Button variant="secondary" fullWidth disabled={busy} onClick={() => setPhase({ kind: 'cancelled' })}>
              {t('cliAuth.cancel')}
            </Button>
          </div>
        </Form>
      </Card>
    );
  }

  return (
    <div className="stack-step stack-cli-auth-confirm" ref={stepRef}>
      {body}
    </div>
  );
}
