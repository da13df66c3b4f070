// "Create a team" (team switcher, teams overview): a dialog with the team name, never a form inside a menu.
// The server makes the new team the selected one; the caller decides where focus and the person go next.

import { useState, type ReactNode } from 'react';
import type { CurrentUser } from '../../../core/internal';
import type { UserTeam } from '../../../core/internal';
import { StackHttpError } from '../../../core/internal';
import { useTranslation } from '../../hooks';
import type { Translate } from '../../i18n';
import { Alert } from '../../ui/form';
import { FormDialog } from '../../ui/form-dialog';
import { TextField } from '../../ui/text-field';
import { useFieldAction } from '../../shared/use-field-action';
import { useWrite, writeIdentity } from './use-write';

/** Creation failures with words of their own (the feature switch answers plain text); null for the rest. */
export function describeTeamFailure(failure: unknown, t: Translate): string | null {
  if (failure instanceof StackHttpError && failure.status === 403 && /team creation is disabled/i.test(failure.body)) return t('settings.teams.creationDisabled');
  return null;
}

export interface CreateTeamDialogProps {
  user: CurrentUser;
  open: boolean;
  onClose(): void;
  /** After the team exists (the dialog should close). */
  onCreated(team: UserTeam): void;
}

export function CreateTeamDialog(props: CreateTeamDialogProps): ReactNode {
  // Mounted per opening, so every opening starts with an empty name and no old error.
  return props.open ? <CreateTeamDialogBody {...props} /> : null;
}

function CreateTeamDialogBody({ user, onClose, onCreated }: CreateTeamDialogProps): ReactNode {
  const t = useTranslation();
  const [name, setName] = useState('');
  const create = useFieldAction(['teamName', 'displayName'], (failure) => describeTeamFailure(failure, t));
  const write = useWrite();
  const busy = create.action.busy !== null;

  async function submit(): Promise<void> {
    const displayName = name.trim();
    if (!displayName) return create.invalid(t('settings.teams.nameRequired'));
    // An object, so the assignment inside the callback survives TypeScript's narrowing.
    const created: { team?: UserTeam } = {};
    const ok = await create.action.run('create', async () => {
      created.team = await write.run({
        identity: writeIdentity(displayName),
        snapshot: async () => new Set((await user.teamsCache().refresh()).map((team) => team.id)),
        send: (key) => user.createTeam({ displayName, idempotencyKey: key }),
        // A team of this name that was not there before is the one this dialog created.
        find: async (before) => {
          if (!(before instanceof Set)) return null;
          const teams = await user.teamsCache().refresh();
          const team = teams.find((candidate) => candidate.displayName === displayName && !before.has(candidate.id)) ?? null;
          // The creation selected it on the server; selecting again (idempotent) also reloads the user here.
          if (team) await user.setSelectedTeam(team);
          return team;
        },
      });
    });
    if (ok && created.team) onCreated(created.team);
  }

  return (
    <FormDialog
      onClose={onClose}
      title={t('settings.teams.createTitle')}
      description={t('settings.teams.createDescription')}
      busy={busy}
      cancelLabel={t('settings.teams.cancel')}
      submitLabel={t('settings.teams.create')}
      busyLabel={t('settings.teams.creating')}
      onSubmit={() => void submit()}
      failureCount={create.failures}
    >
      <TextField
        label={t('settings.teams.teamName')}
        name="team-name"
        value={name}
        onValueChange={setName}
        autoComplete="off"
        maxLength={200}
        error={create.fieldError}
      />
      {create.formError ? <Alert>{create.formError}</Alert> : null}
    </FormDialog>
  );
}
