// The error route: the failure a redirect brought in its query (OAuth: errorCode, message, details), in words.

import type { ReactNode } from 'react';
import { knownErrorClassFor, type KnownErrorDetails } from '../../../protocol/errors';
import { describeFailure } from '../../errors';
import { useStackApp, useTranslation } from '../../hooks';
import { t } from '../../i18n';

/** The sentence for an error redirect's query; a known code gets its sentence from describeFailure. */
export function errorTextFromQuery(query: URLSearchParams): string | null {
  const code = query.get('errorCode') ?? query.get('error_code');
  const message = query.get('message') ?? query.get('error_description');
  const cls = code ? knownErrorClassFor(code) : undefined;
  if (cls) {
    try {
      return describeFailure(new cls(parseDetails(query.get('details'))), t).message;
    } catch {
      // Details too incomplete to word the catalogue's message: the redirect's own message is next best.
    }
  }
  return message?.trim() ? message : null;
}

function parseDetails(raw: string | null): KnownErrorDetails | undefined {
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as KnownErrorDetails) : undefined;
  } catch {
    return undefined;
  }
}

export interface ErrorPageProps {
  /** The sentence to show; default: the generic one. */
  message?: string | null;
  /** Words for an unknown route instead of a failure. */
  notFound?: boolean;
}

export function ErrorPage({ message, notFound = false }: ErrorPageProps): ReactNode {
  const t = useTranslation();
  const app = useStackApp();
  return (
    <div className="stack-handler-error">
      <h2 className="stack-title">{t('handler.errorTitle')}</h2>
      <p className="stack-error" role="alert">
        {notFound ? t('handler.notFound') : (message ?? t('handler.errorGeneric'))}
      </p>
      <p className="stack-footer">
        <a className="stack-link" href={app.urls.home}>
          {t('handler.toHome')}
        </a>
      </p>
    </div>
  );
}
