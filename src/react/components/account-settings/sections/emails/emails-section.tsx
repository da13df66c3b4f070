// The "emails" section of account settings: the user's contact channels with their state (primary,
// verified, used for sign-in), adding an address, and per-address actions (PROTOCOL.md §5.10).

import { useState, type ReactNode } from 'react';
import type { ContactChannel } from '../../../../../core/apps/user/contact-channels';
import { StackHttpError } from '../../../../../core/http/errors';
import { KnownErrors } from '../../../../../protocol/errors';
import { useTranslation } from '../../../../hooks';
import type { Translate } from '../../../../i18n';
import { FieldForm } from '../../../shared/field-form';
import { Section } from '../../section';
import type { AccountSectionProps } from '../../section-props';
import { useSectionAction } from '../../use-action';
import { Loaded } from '../../loaded';
import { useCached } from '../../use-cached';

/** Failures the person can act on, in our own words (the server's messages are for developers). */
function describeFailure(failure: unknown, t: Translate): string | null {
  if (failure instanceof KnownErrors.ContactChannelAlreadyUsedForAuthBySomeoneElse) return t('settings.emails.alreadyUsed');
  if (failure instanceof KnownErrors.EmailAlreadyVerified) return t('settings.emails.alreadyVerified');
  if (failure instanceof KnownErrors.SchemaError) return t('settings.emails.invalid');
  if (failure instanceof StackHttpError && failure.status === 400 && failure.body.includes('Contact channel already exists')) {
    return t('settings.emails.alreadyAdded');
  }
  return null;
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function EmailsSection({ user }: AccountSectionProps): ReactNode {
  const t = useTranslation();
  const channels = useCached(user.contactChannelsCache());
  const action = useSectionAction((failure) => describeFailure(failure, t));
  const [newEmail, setNewEmail] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const busy = action.busy !== null;

  async function add(): Promise<void> {
    setNotice(null);
    const value = newEmail.trim();
    if (value === '') return action.setError(t('form.emailRequired'));
    if (!EMAIL_RE.test(value)) return action.setError(t('settings.emails.invalid'));
    if (await action.run('add', () => user.createContactChannel({ value, usedForAuth: false }))) {
      setNewEmail('');
      setNotice(t('settings.emails.added', { email: value.toLowerCase() }));
    }
  }

  async function act(name: string, channel: ContactChannel, run: () => Promise<unknown>, done: string): Promise<void> {
    setNotice(null);
    if (await action.run(`${name}:${channel.id}`, run)) setNotice(done);
  }

  const list = (
    <Loaded state={channels} failedText={t('settings.emails.loadFailed')}>
      {(emails) =>
        emails.length === 0 ? (
          <p className="stack-settings-description">{t('settings.emails.empty')}</p>
        ) : (
          <ul className="stack-settings-list">
            {emails.map((channel) => {
              const running = (name: string) => action.busy === `${name}:${channel.id}`;
              return (
                <li key={channel.id} className="stack-settings-item" data-email={channel.value}>
                  <span className="stack-email-value">
                    {channel.value}{' '}
                    {channel.isPrimary ? (
                      <span className="stack-badge" data-badge="primary">
                        {t('settings.emails.primary')}
                      </span>
                    ) : null}{' '}
                    {channel.isVerified ? (
                      <span className="stack-badge" data-badge="verified">
                        {t('settings.emails.verified')}
                      </span>
                    ) : (
                      <span className="stack-badge" data-badge="unverified">
                        {t('settings.emails.unverified')}
                      </span>
                    )}{' '}
                    {channel.usedForAuth ? (
                      <span className="stack-badge" data-badge="used-for-auth">
                        {t('settings.emails.usedForAuth')}
                      </span>
                    ) : null}
                  </span>
                  <span className="stack-settings-actions">
                    {channel.isVerified ? null : (
                      <button
                        type="button"
                        className="stack-button stack-button-secondary"
                        data-action="verify"
                        disabled={busy}
                        onClick={() => void act('verify', channel, () => channel.sendVerificationEmail(), t('settings.emails.verificationSent', { email: channel.value }))}
                      >
                        {running('verify') ? t('settings.emails.sendingVerification') : t('settings.emails.sendVerification')}
                      </button>
                    )}
                    {channel.isPrimary ? null : (
                      <button
                        type="button"
                        className="stack-button stack-button-secondary"
                        data-action="make-primary"
                        disabled={busy}
                        onClick={() => void act('primary', channel, () => channel.update({ isPrimary: true }), t('settings.emails.primaryChanged', { email: channel.value }))}
                      >
                        {running('primary') ? t('settings.emails.makingPrimary') : t('settings.emails.makePrimary')}
                      </button>
                    )}
                    <button
                      type="button"
                      className="stack-button stack-button-secondary"
                      data-action="toggle-auth"
                      aria-pressed={channel.usedForAuth}
                      disabled={busy}
                      onClick={() =>
                        void act(
                          'auth',
                          channel,
                          () => channel.update({ usedForAuth: !channel.usedForAuth }),
                          t(channel.usedForAuth ? 'settings.emails.authOff' : 'settings.emails.authOn', { email: channel.value }),
                        )
                      }
                    >
                      {running('auth') ? t('settings.emails.updatingAuth') : channel.usedForAuth ? t('settings.emails.stopAuth') : t('settings.emails.useForAuth')}
                    </button>
                    <button
                      type="button"
                      className="stack-button stack-button-danger"
                      data-action="remove"
                      disabled={busy}
                      onClick={() => void act('remove', channel, () => channel.delete(), t('settings.emails.removed', { email: channel.value }))}
                    >
                      {running('remove') ? t('settings.emails.removing') : t('settings.emails.remove')}
                    </button>
                  </span>
                </li>
              );
            })}
          </ul>
        )
      }
    </Loaded>
  );

  return (
    <Section id="emails" title={t('settings.emails.title')} description={t('settings.emails.description')} error={action.error} notice={notice}>
      {list}
      <FieldForm
        field={{ label: t('settings.emails.newAddress'), type: 'email', name: 'newEmail', autoComplete: 'email', value: newEmail, onChange: setNewEmail }}
        busy={action.busy}
        action="add"
        submit={t('settings.emails.add')}
        submitting={t('settings.emails.adding')}
        onSubmit={() => void add()}
      />
    </Section>
  );
}
