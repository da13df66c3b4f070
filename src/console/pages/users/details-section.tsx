// A user's details: the display name (editable), primary e-mail with its verified flag (switchable), sign-up
// and last activity, sign-in methods and two-factor authentication (which the owner may turn off).
import { useState, type ReactNode } from 'react';
import type { ServerUser } from '../../../core/internal';
import { useSectionAction } from '../../../react/shared/use-action';
import { Actions, Badge, Button, ConfirmDialog, Form, SavedNote, TextField } from '../../../react/ui';
import { ConsoleSection } from '../../console-section';
import { useConsoleT, type ConsoleTranslate } from '../../i18n';
import { EmailBadge } from './email-badge';
import { formatDateTime, userLabel } from './format';
import type { UserSectionProps } from './section-props';

function methodNames(user: ServerUser, t: ConsoleTranslate): string[] {
  const names: string[] = [];
  if (user.hasPassword) names.push(t('users.details.method.password'));
  if (user.otpAuthEnabled) names.push(t('users.details.method.otp'));
  if (user.passkeyAuthEnabled) names.push(t('users.details.method.passkey'));
  // OAuth provider ids are the providers' own names ("github"): shown capitalised.
  for (const provider of user.oauthProviders) names.push(provider.id.charAt(0).toUpperCase() + provider.id.slice(1));
  return names;
}

function Fact({ label, children }: { label: string; children: ReactNode }): ReactNode {
  return (
    <div className="stack-users-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function DetailsSection({ user, reload }: UserSectionProps): ReactNode {
  const t = useConsoleT();
  const action = useSectionAction();
  const [name, setName] = useState(user.displayName ?? '');
  const [saved, setSaved] = useState<{ count: number; text: string }>({
    count: 0,
    text: '',
  });
  const [confirmTwoFactor, setConfirmTwoFactor] = useState(false);

  async function change(key: string, run: () => Promise<void>, text: string): Promise<boolean> {
    setSaved((last) => ({ ...last, count: 0 }));
    const ok = await action.run(key, async () => {
      await run();
      await reload();
    });
    if (ok) setSaved((last) => ({ count: last.count + 1, text }));
    return ok;
  }

  const methods = methodNames(user, t);
  const note = saved.count > 0 ? <SavedNote key={saved.count}>{saved.text}</SavedNote> : null;
  return (
    <ConsoleSection id="user-details" title={t('users.details.title')} description={t('users.details.description')} error={confirmTwoFactor ? null : action.error}>
      <Form
        className="stack-users-name-form"
        busy={action.busy === 'name'}
        onSubmit={() => void change('name', () => user.setDisplayName(name.trim() === '' ? null : name.trim()), t('users.details.nameSaved'))}
      >
        <TextField label={t('users.displayName')} name="displayName" autoComplete="off" value={name} onValueChange={setName} disabled={action.busy !== null} />
        <Actions>
          <Button type="submit" variant="secondary" busy={action.busy === 'name'} busyLabel={t('console.saving')} disabled={action.busy !== null}>
            {t('users.details.saveName')}
          </Button>
          {note}
        </Actions>
      </Form>
      <dl className="stack-users-facts">
        <Fact label={t('users.details.primaryEmail')}>
          <span className="stack-users-fact-line">
            <span className="stack-users-email-text">{user.primaryEmail ?? t('users.noEmail')}</span>
            <EmailBadge user={user} t={t} />
            {user.primaryEmail ? (
              <Button
                variant="link"
                size="sm"
                disabled={action.busy !== null}
                onClick={() => {
                  const next = !user.primaryEmailVerified;
                  void change('verified', () => user.update({ primaryEmailVerified: next }), t(next ? 'users.details.verifiedSaved' : 'users.details.unverifiedSaved'));
                }}
              >
                {t(user.primaryEmailVerified ? 'users.details.markUnverified' : 'users.details.markVerified')}
              </Button>
            ) : null}
          </span>
        </Fact>
        <Fact label={t('users.details.signedUp')}>{formatDateTime(user.signedUpAt)}</Fact>
        <Fact label={t('users.details.lastActive')}>{formatDateTime(user.lastActiveAt)}</Fact>
        <Fact label={t('users.details.methods')}>
          {methods.length === 0 ? (
            t('users.details.noMethods')
          ) : (
            <span className="stack-users-fact-line">
              {methods.map((method) => (
                <Badge key={method} tone="outline">
                  {method}
                </Badge>
              ))}
            </span>
          )}
        </Fact>
        <Fact label={t('users.details.twoFactor')}>
          <span className="stack-users-fact-line">
            {user.isMultiFactorRequired ? <Badge tone="success">{t('users.details.twoFactorOn')}</Badge> : <Badge tone="neutral">{t('users.details.twoFactorOff')}</Badge>}
            {user.isMultiFactorRequired ? (
              <Button variant="link" size="sm" disabled={action.busy !== null} onClick={() => setConfirmTwoFactor(true)}>
                {t('users.details.turnOffTwoFactor')}
              </Button>
            ) : null}
          </span>
        </Fact>
        <Fact label={t('users.userId')}>
          <code className="stack-users-id">{user.id}</code>
        </Fact>
      </dl>
      <ConfirmDialog
        open={confirmTwoFactor}
        onClose={() => setConfirmTwoFactor(false)}
        title={t('users.details.turnOffTwoFactorTitle')}
        description={t('users.details.turnOffTwoFactorConfirm', {
          name: userLabel(user),
        })}
        confirmLabel={t('users.details.turnOffTwoFactorTitle')}
        busyLabel={t('users.details.turningOff')}
        cancelLabel={t('console.cancel')}
        error={confirmTwoFactor ? action.error : null}
        onConfirm={() => change('twoFactor', () => user.update({ totpMultiFactorSecret: null }), t('console.saved'))}
      />
    </ConsoleSection>
  );
}
