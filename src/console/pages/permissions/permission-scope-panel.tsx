// One scope's permission definitions: the project's own as rows with an edit/delete menu, then (team
// scope) the built-in ones, read-only; the create/edit dialog and the delete confirmation.
import { useMemo, useState, type ReactNode } from 'react';
import { Badge, Button, ConfirmDialog, EmptyState, iconProps, MenuItem, MenuSeparator, Pencil, Plus, Row, RowGroup, RowMenu, ShieldCheck, Skeleton, Trash2 } from '../../../react/ui';
import { useSectionAction } from '../../../react/shared/use-action';
import { useConsole } from '../../console-context';
import { ConsoleFailure } from '../../console-failure';
import { useConsoleT } from '../../i18n';
import { useAdminData } from '../../use-admin-data';
import { isSystemPermission } from './permission-id';
import { PermissionDialog, type PermissionDialogTarget } from './permission-dialog';
import { permissionScopeApi, type AdminPermissionDefinition, type PermissionScope } from './scope-api';

export interface PermissionScopePanelProps {
  scope: PermissionScope;
  onNotice(message: string | null): void;
  /** Moves focus to the page heading (after the focused row went away). */
  focusHeading(): void;
}

export function PermissionScopePanel({ scope, onNotice, focusHeading }: PermissionScopePanelProps): ReactNode {
  const t = useConsoleT();
  const { adminApp } = useConsole();
  const api = useMemo(() => permissionScopeApi(adminApp, scope), [adminApp, scope]);
  const definitions = useAdminData(() => api.list(), [api]);
  const [target, setTarget] = useState<PermissionDialogTarget | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const remove = useSectionAction();

  function open(next: PermissionDialogTarget): void {
    onNotice(null);
    setTarget(next);
  }

  const createButton = (
    <Button variant="primary" icon={<Plus {...iconProps} />} onClick={() => open({ kind: 'create' })}>
      {t('permissions.create')}
    </Button>
  );

  let body: ReactNode;
  if (definitions.status === 'loading') body = <Skeleton lines={3} height={56} label={t('console.loading')} />;
  else if (definitions.status === 'error') body = <ConsoleFailure error={definitions.error} retry={() => void definitions.reload()} />;
  else {
    const all = definitions.value;
    const custom = all.filter((definition) => !isSystemPermission(definition.id));
    const builtIn = all.filter((definition) => isSystemPermission(definition.id));
    body = (
      <>
        {custom.length === 0 ? (
          <EmptyState icon={<ShieldCheck {...iconProps} size={20} />} action={createButton}>
            {t(scope === 'team' ? 'permissions.empty.team' : 'permissions.empty.project')}
          </EmptyState>
        ) : (
          <RowGroup label={t('permissions.custom')}>
            {custom.map((definition) => (
              <DefinitionRow
                key={definition.id}
                definition={definition}
                actions={
                  <RowMenu label={t('permissions.actions', { id: definition.id })}>
                    <MenuItem icon={<Pencil {...iconProps} />} onSelect={() => open({ kind: 'edit', definition })}>
                      {t('permissions.edit')}
                    </MenuItem>
                    <MenuSeparator />
                    <MenuItem
                      danger
                      icon={<Trash2 {...iconProps} />}
                      onSelect={() => {
                        onNotice(null);
                        remove.setError(null);
                        setDeleting(definition.id);
                      }}
                    >
                      {t('permissions.delete')}
                    </MenuItem>
                  </RowMenu>
                }
              />
            ))}
          </RowGroup>
        )}
        {builtIn.length > 0 ? (
          <div className="stack-permissions-built-in">
            <div className="stack-permissions-group-text">
              <h4 className="stack-permissions-group-title">{t('permissions.builtIn')}</h4>
              <p className="stack-hint">{t('permissions.builtInHint')}</p>
            </div>
            <RowGroup label={t('permissions.builtIn')}>
              {builtIn.map((definition) => (
                <DefinitionRow key={definition.id} definition={definition} />
              ))}
            </RowGroup>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <div className="stack-permissions-scope">
      <div className="stack-permissions-scope-header">
        <p className="stack-permissions-scope-hint">{t(scope === 'team' ? 'permissions.scope.teamHint' : 'permissions.scope.projectHint')}</p>
        {definitions.status === 'ready' && definitions.value.some((definition) => !isSystemPermission(definition.id)) ? createButton : null}
      </div>
      {body}
      <PermissionDialog
        target={target}
        scope={scope}
        definitions={definitions.value ?? []}
        api={api}
        onClose={() => setTarget(null)}
        onSaved={(id, kind) => {
          setTarget(null);
          onNotice(t(kind === 'create' ? 'permissions.created' : 'permissions.updated', { id }));
          void definitions.reload();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('permissions.deleteTitle', { id: deleting ?? '' })}
        description={t('permissions.deleteDescription')}
        confirmLabel={t('permissions.deleteConfirm')}
        busyLabel={t('permissions.deleting')}
        cancelLabel={t('console.cancel')}
        error={remove.error}
        onConfirm={async () => {
          const id = deleting;
          if (id === null || !(await remove.run('delete', () => api.delete(id)))) return false;
          await definitions.reload();
          onNotice(t('permissions.deleted', { id }));
          // The row and its menu are gone: the page heading takes focus.
          focusHeading();
          return true;
        }}
      />
    </div>
  );
}

function DefinitionRow({ definition, actions }: { definition: AdminPermissionDefinition; actions?: ReactNode }): ReactNode {
  const t = useConsoleT();
  return (
    <Row
      data-permission-id={definition.id}
      title={<code className="stack-permission-id">{definition.id}</code>}
      description={
        <>
          <span className="stack-permission-description">{definition.description || <span className="stack-permission-muted">{t('permissions.noDescription')}</span>}</span>
          {definition.containedPermissionIds.length > 0 ? (
            <span className="stack-permission-contains">
              <span>{t('permissions.contains')}</span>
              {definition.containedPermissionIds.map((id) => (
                <Badge key={id} tone="neutral">
                  {id}
                </Badge>
              ))}
            </span>
          ) : null}
        </>
      }
      actions={actions}
    />
  );
}
