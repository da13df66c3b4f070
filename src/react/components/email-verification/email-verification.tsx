// EmailVerification: the page the verification mail links to. Verifies the link's code once on arrival and
// says whether it worked, or what is wrong with the link.

import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Result } from '../../../core/result';
import type { KnownError } from '../../../protocol/errors/known-error';
import { useStackApp, useTranslation } from '../../hooks';
import { codeErrorToText, codeFromLocation } from '../shared/mailed-code';
import { StatusLine } from '../shared/status-line';

export interface EmailVerificationProps {
  /** The verification code; defaults to the `code` query parameter of the page. */
  code?: string;
  /** Where "Continue" leads after success; defaults to the app's home URL. */
  continueUrl?: string;
}

type State = { status: 'verifying' } | { status: 'verified' } | { status: 'failed'; message: string };

export function EmailVerification({ code: given, continueUrl }: EmailVerificationProps): ReactNode {
  const t = useTranslation();
  const app = useStackApp();
  const [code] = useState(() => given ?? codeFromLocation());
  const [state, setState] = useState<State>({ status: 'verifying' });
  // Verifying uses the code up, so a re-run effect (StrictMode) must reuse the first request, not send another.
  const request = useRef<{ code: string; promise: Promise<Result<undefined, KnownError>> } | null>(null);

  useEffect(() => {
    if (code === null) return;
    let active = true;
    if (request.current?.code !== code) request.current = { code, promise: app.verifyEmail(code) };
    request.current.promise.then(
      (result) => {
        if (active) setState(result.status === 'ok' ? { status: 'verified' } : { status: 'failed', message: codeErrorToText(result.error, t) });
      },
      (error: unknown) => {
        if (active) setState({ status: 'failed', message: codeErrorToText(error, t) });
      },
    );
    return () => {
      active = false;
    };
  }, [app, code, t]);

  let body: ReactNode;
  if (code === null) {
    body = (
      <StatusLine kind="failed">{t('emailVerification.missingCode')}</StatusLine>
    );
  } else if (state.status === 'verifying') {
    body = (
      <StatusLine kind="busy">{t('emailVerification.verifying')}</StatusLine>
    );
  } else if (state.status === 'failed') {
    body = (
      <StatusLine kind="failed">{state.message}</StatusLine>
    );
  } else {
    body = (
      <>
        <StatusLine kind="done">{t('emailVerification.success')}</StatusLine>
        <p className="stack-footer">
          <a className="stack-link" href={continueUrl ?? app.urls.home}>
            {t('emailVerification.toHome')}
          </a>
        </p>
      </>
    );
  }

  return (
    <section className="stack-root stack-email-verification">
      <h2 className="stack-title">{t('emailVerification.title')}</h2>
      {body}
    </section>
  );
}
