// "Create user": e-mail (required), display name and password (optional), whether the address counts as
// verified. The e-mail signs the user in (primaryEmailAuthEnabled), as a sign-up would.
import { useEffect, useState, type ReactNode } from 'react';
import type { ServerUser } from '../../../core/internal';
import { isEmail } from '../../../protocol/email';
import { Alert, FormDialog, Switch, TextField } from '../../../react/ui';
import { PasswordField } from '../../../react/ui/password-field';
import { useSectionAction } from '../../../react/shared/use-action';
import { useConsole } from '../../console-context';
import { useConsoleT } from '../../i18n';

export interface CreateUserDialogProps {
  open: boolean;
  onClose(): void;
  onCreated(user: ServerUser): void;
}

export function CreateUserDialog({ open, onClose, onCreated }: CreateUserDialogProps): ReactNode {
  const t = useConsoleT();
  const { adminApp } = useConsole();
  const action = useSectionAction();
  const [email, setEmail] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [password, setPassword] = useState('');
  const [verified, setVerified] = useState(false);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [failures, setFailures] = useState(0);

  useEffect(() => {
    if (open) return;
    setEmail('');
    setDisplayName('');
    setPassword('');
    setVerified(false);
    setEmailError(null);
    action.setError(null);
    // Only the dialog closing resets it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  async function submit(): Promise<void> {
    const address = email.trim();
    const local = address === '' ? t('users.emailRequired') : isEmail(address) ? null : t('users.emailInvalid');
    setEmailError(local);
    if (local) {
      setFailures((count) => count + 1);
      return;
    }
    let created: ServerUser | null = null;
    const ok = await action.run('create', async () => {
      created = await adminApp.createUser({
        primaryEmail: address,
        primaryEmailAuthEnabled: true,
        primaryEmailVerified: verified,
        ...(displayName.trim() ? { displayName: displayName.trim() } : {}),
        ...(password ? { password } : {}),
      });
    });
    if (ok && created) onCreated(created);
    else setFailures((count) => count + 1);
  }

  const busy = action.busy !== null;
  const serverEmailError = action.field === 'email' ? action.error : null;
  const serverPasswordError = action.field === 'password' ? action.error : null;
  const generalError = action.error && !serverEmailError && !serverPasswordError ? action.error : null;
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('users.createTitle')}
      description={t('users.createDescription')}
      busy={busy}
      cancelLabel={t('console.cancel')}
      submitLabel={t('users.create')}
      busyLabel={t('users.creating')}
      formClassName="stack-users-create"
      onSubmit={() => void submit()}
      failureCount={failures}
    >
      <TextField
        label={t('users.email')}
        type="email"
        name="email"
        autoComplete="off"
        value={email}
        onValueChange={setEmail}
        error={emailError ?? serverEmailError}
        disabled={busy}
      />
      <TextField
        label={t('users.displayName')}
        name="displayName"
        autoComplete="off"
        hint={t('users.optional')}
        value={displayName}
        onValueChange={setDisplayName}
        disabled={busy}
      />
      <PasswordField
        label={t('users.password')}
        name="password"
        autoComplete="new-password"
        hint={t('users.passwordHint')}
        value={password}
        onValueChange={setPassword}
        error={serverPasswordError}
        disabled={busy}
      />
      <Switch label={t('users.emailVerifiedSwitch')} checked={verified} onChange={setVerified} disabled={busy} />
      {generalError ? <Alert>{generalError}</Alert> : null}
    </FormDialog>
  );
}
