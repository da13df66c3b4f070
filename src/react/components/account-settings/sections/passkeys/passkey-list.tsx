// The passkeys section where the server announces 'passkey-list': every passkey as a row with its name,
// creation and last use; "Add another", and per row "Rename" (a dialog) and "Remove" (after a confirmation).
import { useState, type ReactNode } from 'react';
import type { CurrentUser } from '../../../../../core/internal';
import type { Passkey } from '../../../../../core/internal';
import { useTranslation } from '../../../../hooks';
import { useDateTimeFormat } from '../../../../i18n/use-locale';
import { Button } from '../../../../ui/button';
import { ConfirmDialog } from '../../../../ui/dialog';
import { EmptyState } from '../../../../ui/feedback';
import { FormDialog } from '../../../../ui/form-dialog';
import { Fingerprint, iconProps, Pencil, Plus, Trash2 } from '../../../../ui/icons';
import { MenuItem } from '../../../../ui/menu';
import { Row, RowGroup, RowMenu } from '../../../../ui/row';
import { TextField } from '../../../../ui/text-field';
import { Loaded } from '../../loaded';
import type { SectionAction } from '../../../../shared/use-action';
import { useCached } from '../../../../shared/use-cached';

const DATE_TIME = { dateStyle: 'medium', timeStyle: 'short' } as const;
/** As the server's PASSKEY_NAME_MAX_LENGTH. */
const NAME_MAX = 64;

export interface PasskeyListProps {
  user: CurrentUser;
  action: SectionAction;
  /** A sentence for the section's status line (added, renamed, removed). */
  onNotice(text: string | null): void;
  /** After a removal: focus goes back to the section heading. */
  onRemoved(): void;
}

export function PasskeyList({ user, action, onNotice, onRemoved }: PasskeyListProps): ReactNode {
  const t = useTranslation();
  const formatDateTime = useDateTimeFormat(DATE_TIME);
  const passkeys = useCached(user.passkeysCache());
  const [renaming, setRenaming] = useState<Passkey | null>(null);
  const [name, setName] = useState('');
  const [renameFailures, setRenameFailures] = useState(0);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const busy = action.busy !== null;

  async function add(count: number): Promise<void> {
    onNotice(null);
    const ok = await action.run('add', async () => {
      const result = await user.addPasskey({ name: t('settings.passkeys.defaultName', { number: count + 1 }) });
      if (result.status === 'error') throw result.error;
    });
    if (ok) onNotice(t('settings.passkeys.added'));
  }

  async function rename(): Promise<void> {
    if (!renaming) return;
    const trimmed = name.trim();
    if (!trimmed) return setRenameFailures((n) => n + 1);
    onNotice(null);
    if (await action.run(`rename:${renaming.id}`, () => user.renamePasskey(renaming.id, trimmed))) {
      setRenaming(null);
      onNotice(t('settings.passkeys.renamed'));
    } else setRenameFailures((n) => n + 1);
  }

  async function remove(): Promise<boolean> {
    if (!removing) return true;
    onNotice(null);
    const ok = await action.run(`remove:${removing.id}`, () => user.removePasskey(removing.id));
    if (ok) {
      onNotice(t('settings.passkeys.removed'));
      onRemoved();
    }
    return ok;
  }

  const addButton = (count: number): ReactNode => (
    <Button variant="secondary" icon={<Plus {...iconProps} />} busy={action.busy === 'add'} busyLabel={t('settings.passkeys.adding')} disabled={busy} onClick={() => void add(count)}>
      {t(count === 0 ? 'settings.passkeys.add' : 'settings.passkeys.addAnother')}
    </Button>
  );

  const row = (passkey: Passkey): ReactNode => (
    <Row
      key={passkey.id}
      data-passkey-id={passkey.id}
      leading={<Fingerprint {...iconProps} />}
      title={passkey.name}
      description={
        // The sessions section's times line: a dot between, one per line on a phone.
        <span className="stack-session-times">
          <span>{t('settings.passkeys.created', { date: formatDateTime(passkey.createdAt) })}</span>
          <span>{passkey.lastUsedAt ? t('settings.sessions.lastUsed', { date: formatDateTime(passkey.lastUsedAt) }) : t('settings.passkeys.neverUsed')}</span>
        </span>
      }
      actions={
        <RowMenu label={t('settings.passkeys.actionsFor', { name: passkey.name })}>
          <MenuItem
            disabled={busy}
            icon={<Pencil {...iconProps} />}
            onSelect={() => {
              setName(passkey.name);
              setRenaming(passkey);
            }}
          >
            {t('settings.passkeys.rename')}
          </MenuItem>
          <MenuItem danger disabled={busy} icon={<Trash2 {...iconProps} />} onSelect={() => setRemoving(passkey)}>
            {t('settings.passkeys.remove')}
          </MenuItem>
        </RowMenu>
      }
    />
  );

  const removeError = removing !== null && action.failed === `remove:${removing.id}` ? action.error : null;
  return (
    <>
      <Loaded state={passkeys} failedText={t('settings.passkeys.loadFailed')}>
        {(list) =>
          list.length === 0 ? (
            <div data-passkey="off">
              <EmptyState icon={<Fingerprint {...iconProps} />} action={addButton(0)}>
                {t('settings.passkeys.off')}
              </EmptyState>
            </div>
          ) : (
            <div className="stack-passkey-list" data-passkey="list">
              <RowGroup label={t('settings.passkeys.title')}>{list.map(row)}</RowGroup>
              <div>{addButton(list.length)}</div>
            </div>
          )
        }
      </Loaded>
      {renaming ? (
        <FormDialog
          onClose={() => setRenaming(null)}
          title={t('settings.passkeys.renameTitle')}
          busy={action.busy === `rename:${renaming.id}`}
          cancelLabel={t('settings.cancel')}
          submitLabel={t('settings.profile.save')}
          busyLabel={t('settings.profile.saving')}
          onSubmit={() => void rename()}
          failureCount={renameFailures}
        >
          <TextField
            label={t('settings.passkeys.name')}
            name="passkey-name"
            autoComplete="off"
            maxLength={NAME_MAX}
            value={name}
            onValueChange={setName}
            error={renameFailures > 0 && !name.trim() ? t('settings.passkeys.nameRequired') : null}
          />
        </FormDialog>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onClose={() => {
          setRemoving(null);
          if (removeError) action.setError(null);
        }}
        title={t('settings.passkeys.remove')}
        description={removing ? t('settings.passkeys.removeOneConfirm', { name: removing.name }) : ''}
        confirmLabel={t('settings.passkeys.remove')}
        busyLabel={t('settings.passkeys.removing')}
        cancelLabel={t('settings.cancel')}
        onConfirm={remove}
        error={removeError}
      />
    </>
  );
}
