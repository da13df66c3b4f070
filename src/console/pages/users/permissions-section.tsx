// The project permissions granted to the user directly: grant one of the project's definitions from a
// menu, revoke one after a confirmation.
import { useState, type ReactNode } from 'react';
import { useSectionAction } from '../../../react/shared/use-action';
import { Button, ChevronDown, ConfirmDialog, iconProps, KeyRound, Menu, MenuItem, Row, RowGroup, ShieldCheck, Skeleton } from '../../../react/ui';
import { useConsole } from '../../console-context';
import { ConsoleFailure } from '../../console-failure';
import { ConsoleSection } from '../../console-section';
import { useConsoleT } from '../../i18n';
import { useAdminData } from '../../use-admin-data';
import type { UserSectionProps } from './section-props';
import { userLabel } from './format';

export function PermissionsSection({ user }: Pick<UserSectionProps, 'user'>): ReactNode {
  const t = useConsoleT();
  const { adminApp } = useConsole();
  const data = useAdminData(async () => {
    const [granted, definitions] = await Promise.all([user.listPermissions({ recursive: false }), adminApp.listProjectPermissionDefinitions()]);
    return {
      granted: granted.map((permission) => permission.id).sort(),
      definitions,
    };
  }, [user.id, adminApp]);
  const action = useSectionAction();
  const [notice, setNotice] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<string | null>(null);

  async function change(key: string, run: () => Promise<void>, text: string): Promise<boolean> {
    setNotice(null);
    const ok = await action.run(key, async () => {
      await run();
      await data.reload();
    });
    if (ok) setNotice(text);
    return ok;
  }

  const grantable = data.status === 'ready' ? data.value.definitions.filter((definition) => !data.value.granted.includes(definition.id)) : [];
  const grantMenu =
    data.status === 'ready' && data.value.definitions.length > 0 ? (
      <Menu
        label={t('users.permissions.grant')}
        align="end"
        trigger={({ ref, ...props }) => (
          <Button ref={ref} variant="secondary" size="sm" disabled={action.busy !== null} {...props}>
            <span className="stack-users-menu-label">
              {t('users.permissions.grant')}
              <ChevronDown {...iconProps} />
            </span>
          </Button>
        )}
      >
        {grantable.length === 0 ? (
          <MenuItem disabled>{t('users.permissions.noneToGrant')}</MenuItem>
        ) : (
          grantable.map((definition) => (
            <MenuItem
              key={definition.id}
              icon={<KeyRound {...iconProps} />}
              data-permission-id={definition.id}
              onSelect={() => void change(`grant:${definition.id}`, () => user.grantPermission(definition.id), t('users.permissions.granted', { permission: definition.id }))}
            >
              {definition.id}
            </MenuItem>
          ))
        )}
      </Menu>
    ) : null;

  const revokeError = revoking !== null && action.failed === `revoke:${revoking}` ? action.error : null;
  return (
    <ConsoleSection
      id="user-permissions"
      title={t('users.permissions.title')}
      description={t('users.permissions.description')}
      action={grantMenu}
      error={revokeError ? null : action.error}
      notice={notice}
    >
      {data.status === 'loading' ? (
        <Skeleton lines={1} height={56} />
      ) : data.status === 'error' ? (
        <ConsoleFailure error={data.error} retry={() => void data.reload()} />
      ) : data.value.granted.length === 0 ? (
        <p className="stack-users-none">{t('users.permissions.empty')}</p>
      ) : (
        <RowGroup label={t('users.permissions.title')}>
          {data.value.granted.map((id) => (
            <Row
              key={id}
              data-permission-id={id}
              leading={<ShieldCheck {...iconProps} />}
              title={<code className="stack-users-id">{id}</code>}
              description={data.value.definitions.find((definition) => definition.id === id)?.description || undefined}
              actions={
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('users.permissions.revokeNamed', {
                    permission: id,
                  })}
                  disabled={action.busy !== null}
                  onClick={() => setRevoking(id)}
                >
                  {t('users.permissions.revoke')}
                </Button>
              }
            />
          ))}
        </RowGroup>
      )}
      <ConfirmDialog
        open={revoking !== null}
        onClose={() => {
          setRevoking(null);
          if (revokeError) action.setError(null);
        }}
        title={t('users.permissions.revokeTitle')}
        description={t('users.permissions.revokeConfirm', {
          name: userLabel(user),
          permission: revoking ?? '',
        })}
        confirmLabel={t('users.permissions.revokeTitle')}
        busyLabel={t('users.permissions.revoking')}
        cancelLabel={t('console.cancel')}
        error={revokeError}
        onConfirm={() => (revoking ? change(`revoke:${revoking}`, () => user.revokePermission(revoking), t('users.permissions.revoked')) : Promise.resolve(true))}
      />
    </ConsoleSection>
  );
}
