// "Create a team" (team switcher, account settings): check the name, create the team through the
// caller's one-at-a-time runner, then hand the new team back. The caller shows failures and holds the name.

import type { ReactNode } from 'react';
import type { CurrentUser } from '../../../core/apps/types';
import type { UserTeam } from '../../../core/apps/user/teams';
import { useTranslation } from '../../hooks';
import { FieldForm } from './field-form';

export interface CreateTeamFormProps {
  user: CurrentUser;
  className: string;
  /** Shows the form's title as a heading above the field. */
  heading?: boolean;
  /** The typed name; held by the caller so it outlives the form (the switcher's Cancel keeps it). */
  name: string;
  onNameChange(name: string): void;
  /** What the caller runs now ('create' while this form's request runs), null when idle. */
  busy: string | null;
  /** The caller's runner: one action at a time, a failure shown by the caller; true on success. */
  run(kind: 'create', action: () => Promise<unknown>): Promise<boolean>;
  /** Called first on every submit, before the name is checked. */
  onSubmitStart?(): void;
  /** Shows why the name cannot be sent, where the caller shows failures. */
  onInvalid(message: string): void;
  /** After the team exists and the name is cleared. */
  onCreated(team: UserTeam, displayName: string): void;
  /** Shows a Cancel button beside Create. */
  onCancel?(): void;
  /** The name attribute of the team name input. */
  fieldName: string;
}

export function CreateTeamForm(props: CreateTeamFormProps): ReactNode {
  const { user, className, heading = false, name, onNameChange, busy, run, onSubmitStart, onInvalid, onCreated, onCancel, fieldName } = props;
  const t = useTranslation();

  async function create(): Promise<void> {
    onSubmitStart?.();
    const displayName = name.trim();
    if (!displayName) {
      onInvalid(t('settings.teams.nameRequired'));
      return;
    }
    // An object, so the assignment inside the callback survives TypeScript's narrowing.
    const created: { team?: UserTeam } = {};
    // The server makes the new team the selected one; the SDK reloads the user.
    const ok = await run('create', async () => {
      created.team = await user.createTeam({ displayName });
    });
    if (ok && created.team) {
      onNameChange('');
      onCreated(created.team, displayName);
    }
  }

  return (
    <FieldForm
      className={className}
      label={t('settings.teams.createTitle')}
      field={{ label: t('settings.teams.teamName'), type: 'text', name: fieldName, value: name, autoComplete: 'off', onChange: onNameChange }}
      busy={busy}
      action="create"
      submit={t('settings.teams.create')}
      submitting={t('settings.teams.creating')}
      onSubmit={() => void create()}
      cancel={onCancel ? { label: t('settings.teams.cancel'), onCancel } : undefined}
    >
      {heading ? <h4 className="stack-settings-title">{t('settings.teams.createTitle')}</h4> : null}
    </FieldForm>
  );
}
