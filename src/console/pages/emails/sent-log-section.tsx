// The sent-mail log (the 100 newest, newest first): recipient, subject, time and whether it went out;
// a failure reads as a sentence, with the server's reason as a detail line.

import { Inbox, RefreshCw } from '../../../react/ui/icons';
import { useContext, useMemo, type ReactNode } from 'react';
import type { AdminSentEmail } from '../../../core/internal';
import { getLocale } from '../../../react/i18n';
import { StackContext } from '../../../react/provider';
import { Badge, Button, EmptyState, Row, RowGroup, Skeleton, iconProps } from '../../../react/ui';
import { useConsole } from '../../console-context';
import { ConsoleFailure } from '../../console-failure';
import { Block } from './block';
import { useConsoleT, type ConsoleMessageKey } from '../../i18n';
import { useAdminData } from '../../use-admin-data';

const USER_PREFIX = 'User ID: ';

/** `Render error: x` / `Send error: x` -> a sentence and the reason. */
function errorWords(error: string): { key: ConsoleMessageKey; detail: string } {
  const match = /^(Render|Send) error:\s*(.*)$/s.exec(error);
  if (!match) return { key: 'emails.sent.otherError', detail: error };
  return { key: match[1] === 'Render' ? 'emails.sent.renderError' : 'emails.sent.sendError', detail: match[2] ?? '' };
}

function useDateTimeFormat(): (date: Date) => string {
  const locale = useContext(StackContext)?.locale ?? getLocale();
  return useMemo(() => {
    let format: Intl.DateTimeFormat;
    try {
      format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    } catch {
      // A locale Intl does not know falls back to the browser's.
      format = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
    }
    return (date) => format.format(date);
  }, [locale]);
}

function SentRow({ mail }: { mail: AdminSentEmail }): ReactNode {
  const t = useConsoleT();
  const formatTime = useDateTimeFormat();
  const recipients = mail.to.map((to) => (to.startsWith(USER_PREFIX) ? t('emails.sent.toUser', { id: to.slice(USER_PREFIX.length) }) : to)).join(', ');
  const failure = mail.error === null ? null : errorWords(mail.error);
  return (
    <Row
      data-email-id={mail.id}
      data-status={failure ? 'error' : 'sent'}
      title={mail.subject || t('emails.sent.noSubject')}
      description={
        <span className="stack-emails-sent-meta">
          <span className="stack-emails-sent-to">{recipients}</span>
          <time dateTime={mail.sentAt.toISOString()}>{formatTime(mail.sentAt)}</time>
        </span>
      }
      actions={failure ? <Badge tone="danger">{t('emails.sent.error')}</Badge> : <Badge tone="success">{t('emails.sent.ok')}</Badge>}
      below={
        failure ? (
          <p className="stack-emails-sent-error">
            <span className="stack-emails-sentence">{t(failure.key)}</span>
            {failure.detail ? <span className="stack-emails-detail">{failure.detail}</span> : null}
          </p>
        ) : undefined
      }
    />
  );
}

export function SentLogSection(): ReactNode {
  const t = useConsoleT();
  const { adminApp } = useConsole();
  const sent = useAdminData(() => adminApp.listSentEmails(), [adminApp]);
  return (
    <Block
      id="sent"
      title={t('emails.sent.title')}
      description={t('emails.sent.description')}
      action={
        <Button variant="secondary" size="sm" icon={<RefreshCw {...iconProps} />} onClick={() => void sent.reload()}>
          {t('emails.sent.refresh')}
        </Button>
      }
    >
      {sent.status === 'loading' ? <Skeleton lines={3} height={56} label={t('emails.sent.title')} /> : null}
      {sent.status === 'error' ? <ConsoleFailure error={sent.error} retry={() => void sent.reload()} /> : null}
      {sent.status === 'ready' && sent.value.length === 0 ? <EmptyState icon={<Inbox {...iconProps} size={20} />}>{t('emails.sent.empty')}</EmptyState> : null}
      {sent.status === 'ready' && sent.value.length > 0 ? (
        <RowGroup label={t('emails.sent.caption')}>
          {sent.value.map((mail) => (
            <SentRow key={mail.id} mail={mail} />
          ))}
        </RowGroup>
      ) : null}
    </Block>
  );
}
