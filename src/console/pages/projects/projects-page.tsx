// The owner's projects (the console without a project id): rows to open, "Create project" in a dialog;
// a new project opens at once and the host page hears of it (project-created, then project-changed).

import { FolderKanban } from '../../../react/ui/icons';
import { useState, type ReactNode } from 'react';
import type { CurrentUser } from '../../../core/internal';
import type { AdminOwnedProject } from '../../../core/internal';
import { useDateFormat } from '../../../react/shared/use-date-format';
import { useCached } from '../../../react/shared/use-cached';
import { Avatar, Badge, Button, EmptyState, iconProps, Plus, Row, RowGroup, Skeleton } from '../../../react/ui';
import type { ConsoleEvent } from '../../console-context';
import { ConsoleFailure } from '../../console-failure';
import { ConsoleSection } from '../../console-section';
import { useConsoleT } from '../../i18n';
import { CreateProjectDialog } from './create-project-dialog';
import { OwnerHeader } from './owner-header';

export interface ProjectsPageProps {
  owner: CurrentUser;
  onOpen(projectId: string): void;
  onEvent(event: ConsoleEvent): void;
}

export function ProjectsPage({ owner, onOpen, onEvent }: ProjectsPageProps): ReactNode {
  const t = useConsoleT();
  const projects = useCached(owner.ownedProjectsCache());
  const [creating, setCreating] = useState(false);
  const ready = projects.status === 'ready';

  const createButton = (variant: 'primary' | 'secondary'): ReactNode => (
    <Button
      variant={variant}
      size={variant === 'secondary' ? 'sm' : 'md'}
      className={variant === 'secondary' ? 'stack-section-action' : undefined}
      icon={<Plus {...iconProps} />}
      onClick={() => setCreating(true)}
    >
      {t('projects.create')}
    </Button>
  );

  function created(project: AdminOwnedProject): void {
    setCreating(false);
    onEvent({ type: 'project-created', projectId: project.id, displayName: project.displayName });
    onOpen(project.id);
  }

  return (
    <div className="stack-console-projects" data-state={projects.status}>
      <OwnerHeader owner={owner} />
      <ConsoleSection
        id="projects"
        title={t('projects.title')}
        description={t('projects.description')}
        action={ready && projects.value.length > 0 ? createButton('secondary') : null}
      >
        {projects.status === 'loading' ? (
          <Skeleton lines={3} height={56} label={t('console.loading')} />
        ) : projects.status === 'error' ? (
          <ConsoleFailure error={projects.error} retry={projects.retry} />
        ) : projects.value.length === 0 ? (
          <EmptyState icon={<FolderKanban {...iconProps} size={20} />} action={createButton('primary')}>
            {t('projects.empty')}
          </EmptyState>
        ) : (
          <ProjectRows projects={projects.value} onOpen={onOpen} />
        )}
      </ConsoleSection>
      <CreateProjectDialog owner={owner} open={creating} onClose={() => setCreating(false)} onCreated={created} />
    </div>
  );
}

function ProjectRows({ projects, onOpen }: { projects: readonly AdminOwnedProject[]; onOpen(projectId: string): void }): ReactNode {
  const t = useConsoleT();
  const formatDate = useDateFormat();
  // Newest first: the project just made or worked on lately is usually the one wanted.
  const sorted = [...projects].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  return (
    <RowGroup label={t('projects.title')}>
      {sorted.map((project) => (
        <Row
          key={project.id}
          data-project-id={project.id}
          leading={<Avatar name={project.displayName} id={project.id} size={40} />}
          title={project.displayName}
          badges={project.isProductionMode ? <Badge tone="success">{t('projects.production')}</Badge> : null}
          description={
            <>
              {project.description ? <span className="stack-console-project-description">{project.description}</span> : null}
              <span className="stack-console-project-date">{t('projects.created', { date: formatDate(project.createdAt) })}</span>
            </>
          }
          actions={
            <Button variant="secondary" size="sm" aria-label={t('projects.openProject', { name: project.displayName })} onClick={() => onOpen(project.id)}>
              {t('projects.open')}
            </Button>
          }
        />
      ))}
    </RowGroup>
  );
}
