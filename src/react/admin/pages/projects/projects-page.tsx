// The owner's projects (the console without a project id): open one, or create one.
// TEMP first version of the skeleton: the projects/overview owner replaces it (create dialog, details).

import type { ReactNode } from 'react';
import type { CurrentUser } from '../../../../core/apps/types';
import { Button, Row, RowGroup } from '../../../ui';
import type { ConsoleEvent } from '../../console-context';
import { ConsoleSection } from '../../console-section';
import { useConsoleT } from '../../i18n';
import { ConsoleFailure } from '../../console-failure';
import { useAdminData } from '../../use-admin-data';
import { ConsoleLoading } from '../../console-loading';

export interface ProjectsPageProps {
  owner: CurrentUser;
  onOpen(projectId: string): void;
  onEvent(event: ConsoleEvent): void;
}

export function ProjectsPage({ owner, onOpen }: ProjectsPageProps): ReactNode {
  const t = useConsoleT();
  const projects = useAdminData(() => owner.listOwnedProjects(), [owner]);
  if (projects.status === 'loading') return <ConsoleLoading />;
  return (
    <div className="stack-console-projects">
      <ConsoleSection id="projects" title={t('projects.title')} description={t('projects.description')}>
        {projects.status === 'error' ? (
          <ConsoleFailure error={projects.error} retry={() => void projects.reload()} />
        ) : projects.value.length === 0 ? (
          <p>{t('projects.empty')}</p>
        ) : (
          <RowGroup label={t('projects.title')}>
            {projects.value.map((project) => (
              <Row
                key={project.id}
                data-project-id={project.id}
                title={project.displayName}
                description={project.description || project.id}
                actions={
                  <Button variant="secondary" size="sm" onClick={() => onOpen(project.id)}>
                    {t('projects.open')}
                  </Button>
                }
              />
            ))}
          </RowGroup>
        )}
      </ConsoleSection>
    </div>
  );
}
