// The user's e-mail addresses (contact channels): primary, verified and sign-in flags as badges; mark one
// verified or unverified, make it primary, remove it (confirmed), or add one.
import { useState, type ReactNode } from 'react';
import type { ServerContactChannel } from '../../../core/internal';
import { isEmail } from '../../../protocol/email';
import { describeFailure } from '../../../react/errors';
import { useTranslation } from '../../../react/hooks';
import { useSectionAction } from '../../../react/shared/use-action';
import { Badge, Button, CircleCheck, ConfirmDialog, Dialog, Form, iconProps, Mail, MenuItem, Plus, Row, RowGroup, RowMenu, Skeleton, Switch, TextField, Trash2 } from '../../../react/ui';
import { ConsoleFailure } from '../../console-failure';
import { ConsoleSection } from '../../console-section';
import { useConsoleT } from '../../i18n';
import { useAdminData } from '../../use-admin-data';
import type { UserSectionProps } from './section-props';

function AddChannelDialog({ open, onClose, onAdd }: { open: boolean; onClose(): void; onAdd(value: string, verified: boolean): Promise<void> }): ReactNode {
  const t = useConsoleT();
  const tEnd = useTranslation();
  const [value, setValue] = useState('');
  const [verified, setVerified] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failures, setFailures] = useState(0);
  const close = (): void => {
    setValue('');
    setVerified(false);
    setError(null);
    onClose();
  };
  async function submit(): Promise<void> {
    const address = value.trim();
    if (!isEmail(address)) {
      setError(t(address === '' ? 'users.emailRequired' : 'users.emailInvalid'));
      setFailures((count) => count + 1);
      return;
    }
    setBusy(true);
    try {
      await onAdd(address, verified);
      close();
    } catch (failure) {
      setError(describeFailure(failure, tEnd).message);
      setFailures((count) => count + 1);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Dialog
      open={open}
      onClose={close}
      busy={busy}
      title={t('users.channels.addTitle')}
      description={t('users.channels.addDescription')}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            {t('console.cancel')}
          </Button>
          <Button type="submit" form="stack-users-add-channel" busy={busy} busyLabel={t('users.channels.adding')}>
            {t('users.channels.add')}
          </Button>
        </>
      }
    >
      <Form id="stack-users-add-channel" className="stack-users-create" onSubmit={() => void submit()} busy={busy} failureCount={failures}>
        <TextField label={t('users.email')} type="email" name="email" autoComplete="off" value={value} onValueChange={setValue} error={error} disabled={busy} />
        <Switch label={t('users.emailVerifiedSwitch')} checked={verified} onChange={setVerified} disabled={busy} />
      </Form>
    </Dialog>
  );
}

export function ChannelsSection({ user, reload }: UserSectionProps): ReactNode {
  const t = useConsoleT();
  const channels = useAdminData(() => user.listContactChannels(), [user.id]);
  const action = useSectionAction();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<ServerContactChannel | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function change(key: string, run: () => Promise<void>, text: string | null = null): Promise<boolean> {
    setNotice(null);
    const ok = await action.run(key, async () => {
      await run();
      // The primary e-mail and its flag live on the user too.
      await Promise.all([channels.reload(), reload()]);
    });
    if (ok && text) setNotice(text);
    return ok;
  }

  const row = (channel: ServerContactChannel): ReactNode => (
    <Row
      key={channel.id}
      data-channel-id={channel.id}
      leading={<Mail {...iconProps} />}
      title={channel.value}
      badges={
        <>
          {channel.isPrimary ? <Badge tone="primary">{t('users.channels.primary')}</Badge> : null}
          {channel.isVerified ? <Badge tone="success">{t('users.verified')}</Badge> : <Badge tone="outline">{t('users.unverified')}</Badge>}
          {channel.usedForAuth ? <Badge tone="neutral">{t('users.channels.usedForSignIn')}</Badge> : null}
        </>
      }
      actions={
        <RowMenu label={t('users.channels.menu', { email: channel.value })}>
          <MenuItem
            icon={<CircleCheck {...iconProps} />}
            disabled={action.busy !== null}
            onSelect={() => void change(`verify:${channel.id}`, () => channel.update({ isVerified: !channel.isVerified }))}
          >
            {t(channel.isVerified ? 'users.details.markUnverified' : 'users.details.markVerified')}
          </MenuItem>
          {channel.isPrimary ? null : (
            <MenuItem
              icon={<Mail {...iconProps} />}
              disabled={action.busy !== null}
              onSelect={() => void change(`primary:${channel.id}`, () => channel.update({ isPrimary: true }))}
            >
              {t('users.channels.makePrimary')}
            </MenuItem>
          )}
          <MenuItem icon={<Trash2 {...iconProps} />} danger onSelect={() => setRemoving(channel)}>
            {t('users.channels.remove')}
          </MenuItem>
        </RowMenu>
      }
    />
  );

  const removeError = removing !== null && action.failed === `remove:${removing.id}` ? action.error : null;
  return (
    <ConsoleSection
      id="user-channels"
      title={t('users.channels.title')}
      description={t('users.channels.description')}
      error={removeError ? null : action.error}
      notice={notice}
      action={
        <Button variant="secondary" size="sm" icon={<Plus {...iconProps} />} onClick={() => setAdding(true)}>
          {t('users.channels.add')}
        </Button>
      }
    >
      {channels.status === 'loading' ? (
        <Skeleton lines={1} height={56} />
      ) : channels.status === 'error' ? (
        <ConsoleFailure error={channels.error} retry={() => void channels.reload()} />
      ) : channels.value.length === 0 ? (
        <p className="stack-users-none">{t('users.channels.empty')}</p>
      ) : (
        <RowGroup label={t('users.channels.title')}>{channels.value.map(row)}</RowGroup>
      )}
      <AddChannelDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdd={async (value, verified) => {
          setNotice(null);
          await user.createContactChannel({
            value,
            usedForAuth: false,
            isVerified: verified,
          });
          await Promise.all([channels.reload(), reload()]);
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        onClose={() => {
          setRemoving(null);
          if (removeError) action.setError(null);
        }}
        title={t('users.channels.removeTitle')}
        description={t('users.channels.removeConfirm', {
          email: removing?.value ?? '',
        })}
        confirmLabel={t('users.channels.removeTitle')}
        busyLabel={t('users.channels.removing')}
        cancelLabel={t('console.cancel')}
        error={removeError}
        onConfirm={() => (removing ? change(`remove:${removing.id}`, () => removing.delete(), t('users.channels.removed')) : Promise.resolve(true))}
      />
    </ConsoleSection>
  );
}
