// Default permissions: for team creators and team members (team definitions) and every new account
// (project definitions), each changed in a dialog with one switch per definition.

import { useEffect, useState, type ReactNode } from 'react';
import type { AdminPermissionDefinition } from '../../../core/internal';
import type { AdminProjectConfig } from '../../../core/internal';
import { Alert, Badge, Button, Dialog, Row, RowGroup, Switch } from '../../../react/ui';
import { useConsole } from '../../console-context';
import { ConsoleFailure } from '../../console-failure';
import { ConsoleSection } from '../../console-section';
import { useConsoleT, type ConsoleMessageKey } from '../../i18n';
import { useAdminData } from '../../use-admin-data';
import { useProjectSave, type ProjectSave } from './use-project-save';

type DefaultsKey = keyof Pick<AdminProjectConfig, 'teamCreatorDefaultPermissions' | 'teamMemberDefaultPermissions' | 'userDefaultPermissions'>;

interface DefaultsSet {
  key: DefaultsKey;
  scope: 'team' | 'project';
  label: ConsoleMessageKey;
  description: ConsoleMessageKey;
}

const SETS: readonly DefaultsSet[] = [
  { key: 'teamCreatorDefaultPermissions', scope: 'team', label: 'settings.teamCreator', description: 'settings.teamCreatorDescription' },
  { key: 'teamMemberDefaultPermissions', scope: 'team', label: 'settings.teamMember', description: 'settings.teamMemberDescription' },
  { key: 'userDefaultPermissions', scope: 'project', label: 'settings.signUp', description: 'settings.signUpDescription' },
];

export function PermissionsSection(): ReactNode {
  const t = useConsoleT();
  const { project, adminApp } = useConsole();
  const saver = useProjectSave();
  const [editing, setEditing] = useState<DefaultsSet | null>(null);
  const definitions = useAdminData(
    async () => {
      const [team, own] = await Promise.all([adminApp.listTeamPermissionDefinitions(), adminApp.listProjectPermissionDefinitions()]);
      return { team, project: own };
    },
    [adminApp],
  );
  return (
    <ConsoleSection id="settings-permissions" title={t('settings.permissionsTitle')} description={t('settings.permissionsDescription')}>
      <RowGroup label={t('settings.permissionsTitle')}>
        {SETS.map((set) => {
          const chosen = project.config[set.key];
          const who = t(set.label);
          return (
            <Row
              key={set.key}
              data-defaults={set.key}
              title={who}
              description={
                <span className="stack-settings-defaults">
                  <span>{t(set.description)}</span>
                  <span className="stack-settings-defaults-ids">
                    {chosen.length === 0 ? <span>{t('settings.none')}</span> : chosen.map((one) => <Badge key={one.id} tone="outline">{one.id}</Badge>)}
                  </span>
                </span>
              }
              actions={
                <Button variant="secondary" size="sm" aria-label={t('settings.changeLabel', { who })} disabled={definitions.status !== 'ready'} onClick={() => setEditing(set)}>
                  {t('settings.change')}
                </Button>
              }
            />
          );
        })}
      </RowGroup>
      {definitions.status === 'error' ? <ConsoleFailure error={definitions.error} retry={() => void definitions.reload()} /> : null}
      {definitions.status === 'ready' ? (
        <DefaultsDialog set={editing} definitions={editing ? definitions.value[editing.scope] : []} saver={saver} onClose={() => setEditing(null)} />
      ) : null}
    </ConsoleSection>
  );
}

function DefaultsDialog({ set, definitions, saver, onClose }: { set: DefaultsSet | null; definitions: readonly AdminPermissionDefinition[]; saver: ProjectSave; onClose(): void }): ReactNode {
  const t = useConsoleT();
  const { project, navigate } = useConsole();
  const [chosen, setChosen] = useState<readonly string[]>([]);
  useEffect(() => {
    if (!set) return;
    setChosen(project.config[set.key].map((one) => one.id));
    saver.clear();
    // Only on opening: the switches start from the saved set.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [set]);
  // `$` system permissions are not given by default; they stay in the custom definitions they belong to.
  const choices = definitions.filter((one) => !one.id.startsWith('$'));
  const busy = saver.busy === 'defaults';

  async function save(): Promise<void> {
    if (!set) return;
    if (await saver.save('defaults', { config: { [set.key]: chosen.map((id) => ({ id })) } })) onClose();
  }

  return (
    <Dialog
      open={set !== null}
      onClose={onClose}
      busy={busy}
      title={t('settings.permissionsDialogTitle', { who: set ? t(set.label) : '' })}
      description={choices.length > 0 ? t('settings.permissionsDialogDescription') : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy} data-autofocus="">
            {t('console.cancel')}
          </Button>
          {choices.length > 0 ? (
            <Button busy={busy} busyLabel={t('settings.saving')} onClick={() => void save()}>
              {t('settings.savePermissions')}
            </Button>
          ) : (
            <Button onClick={() => navigate('permissions')}>{t('settings.openPermissions')}</Button>
          )}
        </>
      }
    >
      {choices.length === 0 ? (
        <p className="stack-hint">{t('settings.noDefinitions')}</p>
      ) : (
        <ul className="stack-row-group stack-settings-choices" aria-label={set ? t(set.label) : undefined}>
          {choices.map((one) => (
            <li key={one.id} className="stack-row" part="row" data-permission={one.id}>
              <Switch
                label={one.id}
                description={one.description || undefined}
                checked={chosen.includes(one.id)}
                disabled={busy}
                onChange={(on) => setChosen((current) => (on ? [...current, one.id] : current.filter((id) => id !== one.id)))}
              />
            </li>
          ))}
        </ul>
      )}
      {saver.failure?.name === 'defaults' && saver.failure.message ? <Alert>{saver.failure.message}</Alert> : null}
    </Dialog>
  );
}

