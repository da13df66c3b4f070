// One project's console: the header (project name, the way back to all projects, the owner), the
// sidebar of pages, and the open page with the ConsoleContext it reads.

import { useCallback, useMemo, type ReactNode } from 'react';
import type { CurrentUser } from '../core/internal';
import { SettingsNav, type NavEntry } from '../react/shared/settings-nav';
import { ArrowLeft, Button, EmptyState, iconProps, TriangleAlert } from '../react/ui';
import { ConsoleContext, type ConsoleContextValue, type ConsoleEvent, type ConsoleLocation } from './console-context';
import { ConsoleLoading } from './console-loading';
import { useConsoleT } from './i18n';
import { CONSOLE_PAGES, type ConsolePageDef } from './pages';
import { ConsoleFailure } from './console-failure';
import { useAdminData } from './use-admin-data';

export interface ProjectConsoleProps {
  owner: CurrentUser;
  projectId: string;
  location: ConsoleLocation;
  onNavigate(location: ConsoleLocation): void;
  onOpenProjects(): void;
  onEvent(event: ConsoleEvent): void;
}

export function ProjectConsole({ owner, projectId, location, onNavigate, onOpenProjects, onEvent }: ProjectConsoleProps): ReactNode {
  const t = useConsoleT();
  const projects = useAdminData(() => owner.listOwnedProjects(), [owner]);
  const project = projects.status === 'ready' ? projects.value.find((one) => one.id === projectId) : undefined;
  const reloadProject = useCallback(async () => {
    // The owned-projects cache refreshes after the admin app's writes; this reads it afresh.
    await projects.reload();
  }, [projects]);
  const navigate = useCallback((page: string, param?: string) => onNavigate(param === undefined ? { page } : { page, param }), [onNavigate]);
  const value = useMemo<ConsoleContextValue | null>(
    () =>
      project
        ? { owner, project, adminApp: project.app, reloadProject, location, navigate, openProjects: onOpenProjects, emit: onEvent }
        : null,
    [owner, project, reloadProject, location, navigate, onOpenProjects, onEvent],
  );
  if (projects.status === 'loading') return <ConsoleLoading />;
  if (projects.status === 'error') {
    return (
      <div className="stack-console-state">
        <ConsoleFailure error={projects.error} retry={() => void projects.reload()} />
      </div>
    );
  }
  if (!value) {
    return (
      <div className="stack-console-state">
        <EmptyState
          icon={<TriangleAlert {...iconProps} size={20} />}
          action={
            <Button variant="primary" onClick={onOpenProjects}>
              {t('console.allProjects')}
            </Button>
          }
        >
          <strong>{t('console.projectMissing.title')}</strong> {t('console.projectMissing.body', { id: projectId })}
        </EmptyState>
      </div>
    );
  }
  const current: ConsolePageDef = CONSOLE_PAGES.find((def) => def.id === location.page) ?? CONSOLE_PAGES[0]!;
  const entry = (def: ConsolePageDef): NavEntry => ({ id: def.id, label: t(def.titleKey), icon: <def.icon {...iconProps} /> });
  const Page = current.Component;
  return (
    <ConsoleContext.Provider value={value}>
      <div className="stack-settings-frame stack-console" data-page={current.id}>
        <div className="stack-settings">
          <div className="stack-settings-side">
            <div className="stack-console-project">
              <Button variant="ghost" size="sm" className="stack-console-back" icon={<ArrowLeft {...iconProps} />} onClick={onOpenProjects}>
                {t('console.allProjects')}
              </Button>
              <h2 className="stack-settings-heading stack-console-project-name">{value.project.displayName}</h2>
            </div>
            <SettingsNav
              label={t('console.nav.label')}
              menuLabel={t('console.nav.label')}
              pickerLabel={(page) => t('console.nav.picker', { page })}
              groups={[
                { entries: CONSOLE_PAGES.filter((def) => def.group === 'project').map(entry) },
                { label: t('console.nav.configure'), entries: CONSOLE_PAGES.filter((def) => def.group === 'configure').map(entry) },
              ]}
              current={current.id}
              onPick={(id) => navigate(id)}
            />
          </div>
          <div className="stack-settings-content">
            <Page key={`${current.id}/${location.param ?? ''}`} />
          </div>
        </div>
      </div>
    </ConsoleContext.Provider>
  );
}
