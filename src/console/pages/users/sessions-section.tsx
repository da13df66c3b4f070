// The user's sessions (impersonations included, marked), each named by its device ("Safari on iOS") as the
// end-user list names them, with where it is, when it began and was last used;
// "Revoke" after a confirmation, and the row leaves the list.
import { useState, type ReactNode } from 'react';
import type { ActiveSession } from '../../../core/internal';
import { StackHttpError } from '../../../core/internal';
import { useSectionAction } from '../../../react/shared/use-action';
import { Badge, Button, ConfirmDialog, Monitor, RowGroup, Skeleton, UserRound } from '../../../react/ui';
import { deviceIcon, deviceName, SessionRow, sessionDevice, sessionWhere } from '../../../react/shared/session-row';
import { ConsoleFailure } from '../../console-failure';
import { ConsoleSection, useHeadingFocus } from '../../console-section';
import { useConsoleT, type ConsoleTranslate } from '../../i18n';
import { useAdminData } from '../../use-admin-data';
import type { UserSectionProps } from './section-props';
import { formatDateTime } from './format';

function placeText(session: ActiveSession, t: ConsoleTranslate): string {
  const where = sessionWhere(session);
  if (!where) return t('users.sessions.unknownPlace');
  return 'place' in where ? t('users.sessions.place', { place: where.place }) : t('users.sessions.ip', { ip: where.ip });
}

/** A session that ended meanwhile answers 404: what the owner wanted has happened. */
function alreadyGone(failure: unknown): void {
  if (!(failure instanceof StackHttpError && failure.status === 404)) throw failure;
}

/** `version` changes when something else made a session (an impersonation): the list is read again. */
export function SessionsSection({ user, version }: Pick<UserSectionProps, 'user'> & { version: number }): ReactNode {
  const t = useConsoleT();
  const sessions = useAdminData(() => user.getActiveSessions(), [user.id, version]);
  const [revoking, setRevoking] = useState<ActiveSession | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const heading = useHeadingFocus();
  const action = useSectionAction();

  async function revoke(): Promise<boolean> {
    if (revoking === null) return true;
    setNotice(null);
    const ok = await action.run(`revoke:${revoking.id}`, () => user.revokeSession(revoking.id).catch(alreadyGone));
    await sessions.reload();
    if (ok) {
      setNotice(t('users.sessions.revoked'));
      heading.request();
    }
    return ok;
  }

  const row = (session: ActiveSession): ReactNode => {
    const device = sessionDevice(session);
    const name = deviceName(device, (names) => t('users.sessions.device', names));
    // A known device names the row and the place joins the details; else the place names it.
    const times = [
      name === null ? null : placeText(session, t),
      t('users.sessions.created', { date: formatDateTime(session.createdAt) }),
      session.lastUsedAt ? t('users.sessions.lastUsed', { date: formatDateTime(session.lastUsedAt) }) : null,
    ].filter((part): part is string => part !== null);
    return (
      <SessionRow
        key={session.id}
        session={session}
        icon={session.isImpersonation ? UserRound : deviceIcon(device.kind, Monitor)}
        title={name ?? placeText(session, t)}
        badges={session.isImpersonation ? <Badge tone="outline">{t('users.sessions.impersonation')}</Badge> : null}
        times={times}
        actions={
          <Button variant="secondary" size="sm" disabled={action.busy !== null} onClick={() => setRevoking(session)}>
            {t('users.sessions.revoke')}
          </Button>
        }
      />
    );
  };

  const revokeError = revoking !== null && action.failed === `revoke:${revoking.id}` ? action.error : null;
  return (
    <ConsoleSection
      id="user-sessions"
      headingRef={heading.ref}
      title={t('users.sessions.title')}
      description={t('users.sessions.description')}
      error={revokeError ? null : action.error}
      notice={notice}
    >
      {sessions.status === 'loading' ? (
        <Skeleton lines={1} height={56} />
      ) : sessions.status === 'error' ? (
        <ConsoleFailure error={sessions.error} retry={() => void sessions.reload()} />
      ) : sessions.value.length === 0 ? (
        <p className="stack-users-none">{t('users.sessions.empty')}</p>
      ) : (
        <RowGroup label={t('users.sessions.title')}>{sessions.value.map(row)}</RowGroup>
      )}
      <ConfirmDialog
        open={revoking !== null}
        onClose={() => {
          setRevoking(null);
          if (revokeError) action.setError(null);
        }}
        title={t('users.sessions.revokeTitle')}
        description={t('users.sessions.revokeConfirm', {
          date: revoking ? formatDateTime(revoking.createdAt) : '',
        })}
        confirmLabel={t('users.sessions.revokeTitle')}
        busyLabel={t('users.sessions.revoking')}
        cancelLabel={t('console.cancel')}
        onConfirm={revoke}
        error={revokeError}
      />
    </ConsoleSection>
  );
}
