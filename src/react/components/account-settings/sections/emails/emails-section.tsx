// The "emails" section of account settings: one row per address with its badges (primary, verified, used
// for sign-in) and a "…" menu of actions (primary and sign-in use only once verified), removal behind a
// confirmation, and a form to add an address, which is mailed its verification link at once (PROTOCOL.md §5.10).

import { useState, type ReactNode } from 'react';
import type { ContactChannel } from '../../../../../core/internal';
import { StackHttpError } from '../../../../../core/internal';
import { KnownErrors } from '../../../../../protocol/errors/client';
import { isEmail } from '../../../../../protocol/email';
import type { FailureWords } from '../../../../errors';
import { useTranslation } from '../../../../hooks';
import type { Translate } from '../../../../i18n';
import { Badge } from '../../../../ui/badge';
import { ConfirmDialog } from '../../../../ui/dialog';
import { EmptyState, SavedNote } from '../../../../ui/feedback';
import { iconProps, Mail, Trash2 } from '../../../../ui/icons';
import { MenuItem, MenuSeparator } from '../../../../ui/menu';
import { Row, RowGroup, RowMenu } from '../../../../ui/row';
import { EmailAddress } from '../../../../ui/email-address';
import { Spinner } from '../../../../ui/spinner';
import { FieldForm } from '../../../shared/field-form';
import { useWrite, writeIdentity } from '../../../shared/use-write';
import { Loaded } from '../../loaded';
import { Section, useHeadingFocus } from '../../../../shared/section';
import type { AccountSectionProps } from '../../section-props';
import { fieldError, useSectionAction } from '../../../../shared/use-action';
import { useCached } from '../../../../shared/use-cached';
import { useCooldowns } from '../../../shared/use-cooldown';

/** Failures the person can act on, in our own words (the server's messages are for developers). */
function describeEmailFailure(failure: unknown, t: Translate): FailureWords | null {
  if (failure instanceof KnownErrors.ContactChannelAlreadyUsedForAuthBySomeoneElse) return { message: t('settings.emails.alreadyUsed'), field: 'email' };
  if (failure instanceof KnownErrors.EmailAlreadyVerified) return { message: t('settings.emails.alreadyVerified') };
  if (failure instanceof KnownErrors.SchemaError) return { message: t('settings.emails.invalid'), field: 'email' };
  if (failure instanceof StackHttpError && failure.status === 400 && failure.body.includes('Contact channel already exists')) {
    return { message: t('settings.emails.alreadyAdded'), field: 'email' };
  }
  return null;
}

export function EmailsSection({ user }: AccountSectionProps): ReactNode {
  const t = useTranslation();
  const channels = useCached(user.contactChannelsCache());
  const action = useSectionAction((failure) => describeEmailFailure(failure, t));
  const [newEmail, setNewEmail] = useState('');
  const [added, setAdded] = useState<{ count: number; email: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [removing, setRemoving] = useState<ContactChannel | null>(null);
  const heading = useHeadingFocus();
  const busy = action.busy !== null;
  const write = useWrite();
  // One verification mail per press: each address waits ("Send again in 30 s") after its mail went out.
  const verifyWait = useCooldowns();

  /** Adds with its key; after an unknown outcome the address in the list means it was added. */
  function addOnce(value: string): Promise<ContactChannel> {
    const find = async (): Promise<ContactChannel | null> =>
      (await user.contactChannelsCache().refresh()).find((channel) => channel.value.toLowerCase() === value.toLowerCase()) ?? null;
    return write.run({
      identity: writeIdentity(value),
      send: (key) => user.createContactChannel({ value, usedForAuth: false, idempotencyKey: key }),
      find,
      // "Already exists" after a lost answer may be this very addition.
      echoes: (failure) => failure instanceof StackHttpError && failure.status === 400 && failure.body.includes('Contact channel already exists'),
    });
  }

  async function add(): Promise<void> {
    setNotice(null);
    setAdded(null);
    const value = newEmail.trim();
    if (value === '') return action.setError(t('form.emailRequired'), 'email');
    if (!isEmail(value)) return action.setError(t('settings.emails.invalid'), 'email');
    const made: { channel?: ContactChannel } = {};
    if (await action.run('add', async () => (made.channel = await addOnce(value)))) {
      setNewEmail('');
      // As the official components do: a new address is mailed its verification link at once.
      const channel = made.channel;
      if (channel && !channel.isVerified) await sendVerification(channel);
      setAdded((last) => ({ count: (last?.count ?? 0) + 1, email: value.toLowerCase() }));
    }
  }

  async function act(name: string, channel: ContactChannel, run: () => Promise<unknown>, done: string): Promise<boolean> {
    setNotice(null);
    setAdded(null);
    const ok = await action.run(`${name}:${channel.id}`, run);
    if (ok) setNotice(done);
    return ok;
  }

  async function sendVerification(channel: ContactChannel): Promise<void> {
    if (verifyWait.remaining(channel.id) > 0) return;
    if (await act('verify', channel, () => channel.sendVerificationEmail(), t('settings.emails.verificationSent', { email: channel.value }))) verifyWait.start(channel.id);
  }

  async function confirmRemove(): Promise<boolean> {
    if (removing === null) return true;
    const ok = await act('remove', removing, () => removing.delete(), t('settings.emails.removed', { email: removing.value }));
    // The row (and its "…" button, where focus would return) is gone.
    if (ok) heading.request();
    return ok;
  }

  const row = (channel: ContactChannel): ReactNode => {
    const running = action.busy?.endsWith(`:${channel.id}`) === true;
    return (
      <Row
        key={channel.id}
        className="stack-settings-row-compact"
        data-email={channel.value}
        aria-busy={running || undefined}
        leading={<Mail {...iconProps} />}
        title={<EmailAddress>{channel.value}</EmailAddress>}
        description={channel.isVerified || channel.isPrimary ? undefined : t('settings.emails.verifyFirst')}
        badges={
          <>
            {channel.isPrimary ? <Badge tone="primary">{t('settings.emails.primary')}</Badge> : null}
            {channel.isVerified ? <Badge tone="success">{t('settings.emails.verified')}</Badge> : <Badge tone="danger">{t('settings.emails.unverified')}</Badge>}
            {channel.usedForAuth ? <Badge tone="outline">{t('settings.emails.usedForAuth')}</Badge> : null}
          </>
        }
        actions={
          <>
            {running ? <Spinner /> : null}
            <RowMenu label={t('settings.emails.actions', { email: channel.value })}>
              {/* Primary and sign-in use only for a proven address: resets and codes go there. */}
              {channel.isPrimary || !channel.isVerified ? null : (
                <MenuItem
                  data-action="make-primary"
                  disabled={busy}
                  onSelect={() => void act('primary', channel, () => channel.update({ isPrimary: true }), t('settings.emails.primaryChanged', { email: channel.value }))}
                >
                  {t('settings.emails.makePrimary')}
                </MenuItem>
              )}
              {channel.usedForAuth || channel.isVerified ? (
                <MenuItem
                  data-action="toggle-auth"
                  disabled={busy}
                  onSelect={() =>
                    void act(
                      'auth',
                      channel,
                      () => channel.update({ usedForAuth: !channel.usedForAuth }),
                      t(channel.usedForAuth ? 'settings.emails.authOff' : 'settings.emails.authOn', { email: channel.value }),
                    )
                  }
                >
                  {t(channel.usedForAuth ? 'settings.emails.stopAuth' : 'settings.emails.useForAuth')}
                </MenuItem>
              ) : null}
              {channel.isVerified ? null : (
                <MenuItem data-action="verify" disabled={busy || verifyWait.remaining(channel.id) > 0} onSelect={() => void sendVerification(channel)}>
                  {verifyWait.remaining(channel.id) > 0 ? t('settings.emails.sendVerificationIn', { n: verifyWait.remaining(channel.id) }) : t('settings.emails.sendVerification')}
                </MenuItem>
              )}
              <MenuSeparator />
              <MenuItem
                data-action="remove"
                danger
                disabled={busy}
                icon={<Trash2 {...iconProps} />}
                onSelect={() => setRemoving(channel)}
              >
                {t('settings.emails.remove')}
              </MenuItem>
            </RowMenu>
          </>
        }
      />
    );
  };

  const addError = fieldError(action, 'email', [null, 'add']);
  // A failed removal is said inside its dialog, not under the list behind it.
  const removeError = removing !== null && action.failed === `remove:${removing.id}` ? action.error : null;
  return (
    <Section id="emails" headingRef={heading.ref} title={t('settings.emails.title')} description={t('settings.emails.description')} error={addError || removing ? null : action.error} notice={notice}>
      <Loaded state={channels} failedText={t('settings.emails.loadFailed')}>
        {(emails) =>
          emails.length === 0 ? (
            <EmptyState icon={<Mail {...iconProps} />}>{t('settings.emails.empty')}</EmptyState>
          ) : (
            <RowGroup label={t('settings.emails.title')}>{emails.map(row)}</RowGroup>
          )
        }
      </Loaded>
      <FieldForm
        className="stack-settings-form"
        field={{ label: t('settings.emails.newAddress'), type: 'email', name: 'newEmail', autoComplete: 'email', value: newEmail, error: addError, onChange: setNewEmail }}
        busy={action.busy}
        action="add"
        submit={t('settings.emails.add')}
        submitting={t('settings.emails.adding')}
        failureCount={action.failures}
        onSubmit={() => void add()}
        status={added ? <SavedNote key={added.count}>{t('settings.emails.added', { email: added.email })}</SavedNote> : null}
      />
      <ConfirmDialog
        open={removing !== null}
        onClose={() => {
          setRemoving(null);
          if (removeError) action.setError(null);
        }}
        title={t('settings.emails.removeTitle')}
        description={removing ? t('settings.emails.removeConfirm', { email: removing.value }) : null}
        confirmLabel={t('settings.emails.removeTitle')}
        busyLabel={t('settings.emails.removing')}
        cancelLabel={t('settings.cancel')}
        onConfirm={confirmRemove}
        error={removeError}
      />
    </Section>
  );
}
