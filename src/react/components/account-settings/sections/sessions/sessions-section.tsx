// The "sessions" section of account settings: every signed-in device of the user, the current one
// marked; any other one can be revoked (its refresh token stops working at once).
import { useState, type ReactNode } from 'react';
import type { ActiveSession } from '../../../../../core/apps/user/sessions';
import { StackHttpError } from '../../../../../core/http/errors';
import { KnownErrors } from '../../../../../protocol/errors';
import { useTranslation } from '../../../../hooks';
import type { Translate } from '../../../../i18n';
import { Section } from '../../section';
import type { AccountSectionProps } from '../../section-props';
import { Loaded } from '../../loaded';
import { useCached } from '../../use-cached';
import { useSectionAction } from '../../use-action';

function formatDateTime(date: Date): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** "City, region, country" when the server knows it, else the IP, else nothing. */
function placeText(session: ActiveSession, t: Translate): string | null {
  const geo = session.geoInfo;
  if (!geo) return null;
  const place = [geo.cityName, geo.regionCode, geo.countryCode].filter((part): part is string => !!part).join(', ');
  return place ? t('settings.sessions.location', { place }) : t('settings.sessions.ip', { ip: geo.ip });
}

export function SessionsSection({ user }: AccountSectionProps): ReactNode {
  const t = useTranslation();
  const cache = user.activeSessionsCache();
  const sessions = useCached(cache);
  const [notice, setNotice] = useState<string | null>(null);
  const action = useSectionAction((failure) => {
    if (failure instanceof KnownErrors.CannotDeleteCurrentSession) return t('settings.sessions.cannotRevokeCurrent');
    if (failure instanceof StackHttpError && failure.status === 404) return t('settings.sessions.notFound');
    return null;
  });

  async function revoke(session: ActiveSession): Promise<void> {
    setNotice(null);
    const ok = await action.run(`revoke:${session.id}`, () => user.revokeSession(session.id));
    if (ok) setNotice(t('settings.sessions.revoked'));
    // A session that was already gone must leave the list too.
    else void cache.refresh().catch(() => undefined);
  }

  return (
    <Section id="sessions" title={t('settings.sessions.title')} description={t('settings.sessions.description')} error={action.error} notice={notice}>
      <Loaded state={sessions} failedText={t('settings.sessions.loadFailed')}>
        {(value) => (
          <ul className="stack-settings-list">
            {value.map((session) => {
              const place = placeText(session, t);
              const revoking = action.busy === `revoke:${session.id}`;
              return (
                <li key={session.id} className="stack-settings-item" data-session-id={session.id} data-current={session.isCurrentSession ? 'true' : undefined}>
                  <div className="stack-session-info">
                    {session.isCurrentSession ? <span className="stack-badge">{t('settings.sessions.thisDevice')}</span> : null}
                    {session.isImpersonation ? <span className="stack-badge">{t('settings.sessions.impersonation')}</span> : null}
                    <span className="stack-session-created">{t('settings.sessions.created', { date: formatDateTime(session.createdAt) })}</span>
                    {session.lastUsedAt ? (
                      <span className="stack-session-last-used">{t('settings.sessions.lastUsed', { date: formatDateTime(session.lastUsedAt) })}</span>
                    ) : null}
                    {place ? <span className="stack-session-place">{place}</span> : null}
                  </div>
                  {session.isCurrentSession ? null : (
                    <div className="stack-settings-actions">
                      <button
                        className="stack-button stack-button-secondary"
                        type="button"
                        disabled={action.busy !== null}
                        aria-busy={revoking || undefined}
                        onClick={() => void revoke(session)}
                      >
                        {revoking ? t('settings.sessions.revoking') : t('settings.sessions.revoke')}
                      </button>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </Loaded>
    </Section>
  );
}
