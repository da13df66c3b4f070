// One user's page: a way back to the list, who they are (avatar, name, e-mail, "Impersonate"), then their
// details, metadata, e-mail addresses, sessions, teams, project permissions and "Delete user".
import { useState, type ReactNode } from 'react';
import { useSectionAction } from '../../../react/shared/use-action';
import { ArrowLeft, Avatar, Button, personAvatarName, ConfirmDialog, EmptyState, iconProps, Skeleton, Trash2, UserRound } from '../../../react/ui';
import { useConsole } from '../../console-context';
import { ConsoleFailure } from '../../console-failure';
import { ConsoleSection } from '../../console-section';
import { useConsoleT } from '../../i18n';
import { useAdminData } from '../../use-admin-data';
import { ChannelsSection } from './channels-section';
import { DetailsSection } from './details-section';
import type { UserSectionProps } from './section-props';
import { EmailBadge } from './email-badge';
import { userLabel } from './format';
import { ImpersonateDialog } from './impersonate-dialog';
import { MetadataSection } from './metadata-section';
import { PermissionsSection } from './permissions-section';
import { SessionsSection } from './sessions-section';
import { TeamsSection } from './teams-section';

function DeleteSection({ user }: Pick<UserSectionProps, 'user'>): ReactNode {
  const t = useConsoleT();
  const { navigate } = useConsole();
  const action = useSectionAction();
  const [confirming, setConfirming] = useState(false);
  return (
    <ConsoleSection id="user-delete" title={t('users.delete.title')} description={t('users.delete.description')}>
      <div>
        <Button variant="danger" icon={<Trash2 {...iconProps} />} onClick={() => setConfirming(true)}>
          {t('users.delete.button')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onClose={() => {
          setConfirming(false);
          action.setError(null);
        }}
        title={t('users.delete.title')}
        description={t('users.delete.confirm', { name: userLabel(user) })}
        confirmLabel={t('users.delete.button')}
        busyLabel={t('users.delete.deleting')}
        cancelLabel={t('console.cancel')}
        error={action.error}
        onConfirm={async () => {
          const ok = await action.run('delete', () => user.delete());
          // The page goes away with the dialog; the list no longer has the user.
          if (ok) navigate('users');
          return ok;
        }}
      />
    </ConsoleSection>
  );
}

export function UserPage({ userId }: { userId: string }): ReactNode {
  const t = useConsoleT();
  const { adminApp, navigate, project } = useConsole();
  const data = useAdminData(() => adminApp.getUser(userId), [adminApp, userId]);
  const [impersonating, setImpersonating] = useState(false);
  const [sessionsVersion, setSessionsVersion] = useState(0);

  const back = (
    <Button variant="ghost" size="sm" className="stack-users-back" icon={<ArrowLeft {...iconProps} />} onClick={() => navigate('users')}>
      {t('users.back')}
    </Button>
  );

  if (data.status === 'loading') {
    return (
      <div className="stack-users-page" data-state="loading">
        {back}
        <Skeleton lines={2} height={56} label={t('console.loading')} />
        <Skeleton lines={4} />
      </div>
    );
  }
  if (data.status === 'error') {
    return (
      <div className="stack-users-page">
        {back}
        <ConsoleFailure error={data.error} retry={() => void data.reload()} />
      </div>
    );
  }
  const user = data.value;
  if (user === null) {
    return (
      <div className="stack-users-page">
        {back}
        <EmptyState icon={<UserRound {...iconProps} size={20} />}>{t('users.notFound')}</EmptyState>
      </div>
    );
  }
  const label = userLabel(user);
  const reload = (): Promise<void> => data.reload();
  return (
    <div className="stack-users-page" data-user-id={user.id}>
      {back}
      <header className="stack-users-header">
        <Avatar name={personAvatarName(user)} id={user.id} src={user.profileImageUrl} size={64} />
        <div className="stack-users-header-text">
          <h2 className="stack-users-name">{label}</h2>
          {user.primaryEmail && user.primaryEmail !== label ? (
            <p className="stack-users-header-email">
              <span className="stack-users-email-text">{user.primaryEmail}</span>
              <EmailBadge user={user} t={t} />
            </p>
          ) : (
            <p className="stack-users-header-email">
              <EmailBadge user={user} t={t} />
            </p>
          )}
        </div>
        <Button variant="secondary" icon={<UserRound {...iconProps} />} onClick={() => setImpersonating(true)}>
          {t('users.impersonate')}
        </Button>
      </header>
      <DetailsSection user={user} reload={reload} />
      <MetadataSection user={user} reload={reload} />
      <ChannelsSection user={user} reload={reload} />
      <SessionsSection user={user} version={sessionsVersion} />
      <TeamsSection user={user} />
      <PermissionsSection user={user} />
      <DeleteSection user={user} />
      <ImpersonateDialog
        open={impersonating}
        user={user}
        projectId={project.id}
        onClose={() => setImpersonating(false)}
        onCreated={() => setSessionsVersion((version) => version + 1)}
      />
    </div>
  );
}
