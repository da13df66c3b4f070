// Adding an existing user of the project to a team, found by e-mail address (an exact match in the users
// search) or by user id.
import { useState, type ReactNode } from 'react';
import type { StackAdminApp } from '../../../core/internal';
import type { ServerTeam } from '../../../core/internal';
import type { ServerUser } from '../../../core/internal';
import { KnownErrors } from '../../../protocol/errors/client';
import { isEmail } from '../../../protocol/email';
import { useSectionAction } from '../../../react/shared/use-action';
import { Alert, FormDialog, TextField } from '../../../react/ui';
import { useConsole } from '../../console-context';
import { useConsoleT } from '../../i18n';
import { memberLabel } from './use-team-members';

const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AddMemberDialogProps {
  open: boolean;
  team: ServerTeam;
  onClose(): void;
  /** After the user joined, with the name to show. */
  onAdded(name: string): Promise<void>;
}

export function AddMemberDialog(props: AddMemberDialogProps): ReactNode {
  return props.open ? <AddMemberDialogBody {...props} /> : null;
}

/** The user with exactly this e-mail address or id; null when there is none. */
async function findUser(app: StackAdminApp, wanted: string): Promise<ServerUser | null> {
  if (!isEmail(wanted)) return app.getUser(wanted);
  const email = wanted.toLowerCase();
  const page = await app.listUsers({ query: email, includeAnonymous: true, limit: 50 });
  return page.find((user) => user.primaryEmail?.toLowerCase() === email) ?? null;
}

function AddMemberDialogBody({ team, onClose, onAdded }: AddMemberDialogProps): ReactNode {
  const t = useConsoleT();
  const { adminApp } = useConsole();
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [checks, setChecks] = useState(0);
  const action = useSectionAction((failure) => (failure instanceof KnownErrors.TeamMembershipAlreadyExists ? t('teams.addAlready') : null));
  const busy = action.busy !== null;

  function invalid(message: string): void {
    setFieldError(message);
    setChecks((count) => count + 1);
  }

  async function submit(): Promise<void> {
    const wanted = value.trim();
    if (wanted === '') return invalid(t('teams.addRequired'));
    if (!isEmail(wanted) && !USER_ID.test(wanted)) return invalid(t('teams.addInvalid'));
    let found: ServerUser | null = null;
    let missing = false;
    const ok = await action.run('add', async () => {
      found = await findUser(adminApp, wanted);
      if (found === null) missing = true;
      else await team.addUser(found.id);
    });
    if (missing) return invalid(t('teams.addNoUser'));
    if (ok && found !== null) await onAdded(memberLabel(found, t('teams.unnamedMember')));
  }

  return (
    <FormDialog
      onClose={onClose}
      title={t('teams.addTitle', { team: team.displayName || t('teams.unnamed') })}
      description={t('teams.addDescription')}
      busy={busy}
      cancelLabel={t('console.cancel')}
      submitLabel={t('teams.addSubmit')}
      busyLabel={t('teams.adding')}
      onSubmit={() => void submit()}
      failureCount={action.failures + checks}
    >
      <TextField
        label={t('teams.addLabel')}
        name="member"
        value={value}
        onValueChange={(next) => {
          setValue(next);
          setFieldError(null);
        }}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        hint={t('teams.addHint')}
        error={fieldError}
      />
      {action.error ? <Alert>{action.error}</Alert> : null}
    </FormDialog>
  );
}
