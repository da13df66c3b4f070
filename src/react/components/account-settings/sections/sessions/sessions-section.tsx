// The "sessions" section of account settings: every signed-in device of the user as a row ("Safari on iOS"
// with a phone icon where its User-Agent is known), the current one first and marked "This device"; any
// other one can be revoked after a confirmation (its refresh token stops working).
import { useState, type ReactNode } from 'react';
import type { ActiveSession } from '../../../../../core/internal';
import { StackHttpError } from '../../../../../core/internal';
import { KnownErrors } from '../../../../../protocol/errors/client';
import { useTranslation } from '../../../../hooks';
import type { Translate } from '../../../../i18n';
import { useDateTimeFormat } from '../../../../i18n/use-locale';
import { Badge } from '../../../../ui/badge';
import { Button } from '../../../../ui/button';
import { ConfirmDialog } from '../../../../ui/dialog';
import { Monitor } from '../../../../ui/icons';
import { RowGroup } from '../../../../ui/row';
import { currentFirst, deviceIcon, deviceName, SessionRow, sessionDevice, sessionWhere } from '../../../../shared/session-row';
import { Loaded } from '../../loaded';
import { Section, useHeadingFocus } from '../../../../shared/section';
import type { AccountSectionProps } from '../../section-props';
import { useSectionAction } from '../../../../shared/use-action';
import { useCached } from '../../../../shared/use-cached';

const DATE_TIME = { dateStyle: 'medium', timeStyle: 'short' } as const;

function placeText(session: ActiveSession, t: Translate): string {
  const where = sessionWhere(session);
  if (!where) return t('settings.sessions.unknownPlace');
  return 'place' in where ? t('settings.sessions.location', { place: where.place }) : t('settings.sessions.ip', { ip: where.ip });
}

export function SessionsSection({ user }: AccountSectionProps): ReactNode {
  const t = useTranslation();
  const formatDateTime = useDateTimeFormat(DATE_TIME);
  const cache = user.activeSessionsCache();
  const sessions = useCached(cache);
  const [notice, setNotice] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ActiveSession | null>(null);
  const heading = useHeadingFocus();
  const action = useSectionAction((failure) => {
    if (failure instanceof KnownErrors.CannotDeleteCurrentSession) return t('settings.sessions.cannotRevokeCurrent');
    if (failure instanceof StackHttpError && failure.status === 404) return t('settings.sessions.notFound');
    return null;
  });

  async function revoke(): Promise<boolean> {
    if (revoking === null) return true;
    setNotice(null);
    const ok = await action.run(`revoke:${revoking.id}`, () => user.revokeSession(revoking.id));
    if (ok) {
      setNotice(t('settings.sessions.revoked'));
      heading.request();
    }
    // A session that was already gone must leave the list too.
    else void cache.refresh().catch(() => undefined);
    return ok;
  }

  const row = (session: ActiveSession): ReactNode => {
    const device = sessionDevice(session);
    const name = deviceName(device, (names) => t('settings.sessions.device', names));
    // A known device names the row and the place joins the details; else the place names it, as before.
    const details = [
      name === null ? null : placeText(session, t),
      t('settings.sessions.created', { date: formatDateTime(session.createdAt) }),
      session.lastUsedAt ? t('settings.sessions.lastUsed', { date: formatDateTime(session.lastUsedAt) }) : null,
    ].filter((part): part is string => part !== null);
    return (
      <SessionRow
        key={session.id}
        session={session}
        icon={deviceIcon(device.kind, Monitor)}
        title={name ?? placeText(session, t)}
        badges={
          <>
            {session.isCurrentSession ? <Badge tone="neutral">{t('settings.sessions.thisDevice')}</Badge> : null}
            {session.isImpersonation ? <Badge tone="outline">{t('settings.sessions.impersonation')}</Badge> : null}
          </>
        }
        times={details}
        actions={
          session.isCurrentSession ? null : (
            <Button variant="secondary" size="sm" disabled={action.busy !== null} onClick={() => setRevoking(session)}>
              {t('settings.sessions.revoke')}
            </Button>
          )
        }
      />
    );
  };

  const revokeError = revoking !== null && action.failed === `revoke:${revoking.id}` ? action.error : null;
  return (
    <Section
      id="sessions"
      headingRef={heading.ref}
      title={t('settings.sessions.title')}
      description={t('settings.sessions.description')}
      error={revokeError ? null : action.error}
      notice={notice}
    >
      <Loaded state={sessions} failedText={t('settings.sessions.loadFailed')}>
        {(value) => <RowGroup label={t('settings.sessions.title')}>{currentFirst(value).map(row)}</RowGroup>}
      </Loaded>
      <ConfirmDialog
        open={revoking !== null}
        onClose={() => {
          setRevoking(null);
          if (revokeError) action.setError(null);
        }}
        title={t('settings.sessions.revokeTitle')}
        description={t('settings.sessions.revokeConfirm')}
        confirmLabel={t('settings.sessions.revokeTitle')}
        busyLabel={t('settings.sessions.revoking')}
        cancelLabel={t('settings.cancel')}
        onConfirm={revoke}
        error={revokeError}
      />
    </Section>
  );
}
