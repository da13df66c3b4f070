// <ProjectAdmin>: the owner console. The owner signs in on the internal project (the StackProvider's
// app); without a project id they see their projects, with one the project's pages beside a sidebar.
// Every call on a project goes through the owned project's admin app, which sends the owner's access
// token as the admin access token: no secret key is ever asked for or kept in the browser.

import '../core/apps/admin/admin-app';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { CurrentUser } from '../core/apps/types';
import { describeFailure } from '../react/errors';
import { useTranslation, useUserState } from '../react/hooks';
import { Alert } from '../react/ui';
import type { ConsoleEvent, ConsoleLocation } from './console-context';
import { ConsoleLoading } from './console-loading';
import { OwnerSignIn, type OwnerCards } from './owner-sign-in';
import { ProjectConsole } from './project-console';
import { ProjectsPage } from './pages/projects/projects-page';

export interface ProjectAdminProps {
  /** The project to open; omitted, the console lists the owner's projects. */
  projectId?: string;
  /** The page to open first: a page id (`users`), or a page and what it shows (`users/<user id>`). */
  page?: string;
  /** The console's events (project created, project changed, key created). */
  onEvent?(event: ConsoleEvent): void;
  /** The sign-in and sign-up cards a signed-out owner sees (widget/admin hands in the end-user ones). */
  cards: OwnerCards;
}

/** `users/abc` -> { page: 'users', param: 'abc' }; empty -> the overview. */
export function parseLocation(page: string | undefined): ConsoleLocation {
  const [id = '', ...rest] = (page ?? '').split('/');
  const param = rest.join('/');
  return param ? { page: id || 'overview', param } : { page: id || 'overview' };
}

export function ProjectAdmin({ projectId, page, onEvent, cards }: ProjectAdminProps): ReactNode {
  const t = useTranslation();
  const userState = useUserState();
  if (userState.status === 'loading') return <ConsoleLoading />;
  if (userState.status === 'error') {
    return (
      <div className="stack-console-state">
        <Alert>{describeFailure(userState.error, t).message}</Alert>
      </div>
    );
  }
  // A guest of the internal project owns nothing: they sign in like anybody else.
  if (userState.user === null || userState.user.isAnonymous) return <OwnerSignIn cards={cards} />;
  return <OwnerConsole key={userState.user.id} owner={userState.user} projectId={projectId} page={page} onEvent={onEvent} />;
}

function OwnerConsole({ owner, projectId, page, onEvent }: { owner: CurrentUser } & Omit<ProjectAdminProps, 'cards'>): ReactNode {
  const [openId, setOpenId] = useState<string | null>(projectId ?? null);
  const [location, setLocation] = useState<ConsoleLocation>(() => parseLocation(page));
  // The host may change the attributes later: they open that project or page.
  useEffect(() => setOpenId(projectId ?? null), [projectId]);
  useEffect(() => setLocation(parseLocation(page)), [page]);
  const emit = useCallback((event: ConsoleEvent) => onEvent?.(event), [onEvent]);
  const openProject = useCallback(
    (id: string | null) => {
      setOpenId(id);
      setLocation(parseLocation(undefined));
      emit({ type: 'project-changed', projectId: id, reason: 'opened' });
    },
    [emit],
  );
  const navigation = useMemo(() => ({ openProject, emit }), [openProject, emit]);
  if (openId === null) return <ProjectsPage owner={owner} onOpen={navigation.openProject} onEvent={navigation.emit} />;
  return (
    <ProjectConsole
      owner={owner}
      projectId={openId}
      location={location}
      onNavigate={setLocation}
      onOpenProjects={() => openProject(null)}
      onEvent={emit}
    />
  );
}
