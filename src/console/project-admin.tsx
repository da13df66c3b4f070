// <ProjectAdmin>: the owner console. The owner signs in on the internal project (the StackProvider's
// app); without a project id they see their projects, with one the project's pages beside a sidebar.
// Every call on a project goes through the owned project's admin app, which sends the owner's access
// token as the admin access token: no secret key is ever asked for or kept in the browser.

import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { StackAdminApp, type CurrentUser } from '../core/internal';
import { describeFailure } from '../react/errors';
import { useTranslation, useUserState } from '../react/hooks';
import { Alert } from '../react/ui';
import type { ConsoleEvent, ConsoleLocation } from './console-context';
import { ConsoleLoading } from './console-loading';
import { useConsolePlace, type ConsolePlace } from './hash-route';
import { OwnerSignIn, type OwnerCards } from './owner-sign-in';
import { ProjectConsole } from './project-console';
import { ProjectsPage } from './pages/projects/projects-page';

// Owned projects open their admin app through the admin SDK, which registers itself when its module loads:
// this use keeps the module in the console's script.
void StackAdminApp;

export interface ProjectAdminProps {
  /** The project to open; omitted, the console lists the owner's projects. */
  projectId?: string;
  /** The page to open first: a page id (`users`), or a page and what it shows (`users/<user id>`). */
  page?: string;
  /** `hash` (the default): every place has its own URL fragment (./hash-route.ts); `none` leaves the URL alone. */
  routing?: 'hash' | 'none';
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

export function ProjectAdmin({ projectId, page, routing, onEvent, cards }: ProjectAdminProps): ReactNode {
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
  return <OwnerConsole key={userState.user.id} owner={userState.user} projectId={projectId} page={page} routing={routing} onEvent={onEvent} />;
}

function OwnerConsole({ owner, projectId, page, routing, onEvent }: { owner: CurrentUser } & Omit<ProjectAdminProps, 'cards'>): ReactNode {
  const named = useCallback((): ConsolePlace => ({ projectId: projectId ?? null, location: parseLocation(page) }), [projectId, page]);
  // A console address in the URL wins over the attributes, which name the place to start from.
  const [place, go] = useConsolePlace(named, routing !== 'none');
  // The host may change the attributes later: they open that project or page.
  const attributes = useRef({ projectId, page });
  useEffect(() => {
    if (attributes.current.projectId === projectId && attributes.current.page === page) return;
    attributes.current = { projectId, page };
    go(named());
  }, [projectId, page, named, go]);
  const emit = useCallback((event: ConsoleEvent) => onEvent?.(event), [onEvent]);
  const openProject = useCallback(
    (id: string | null) => {
      go({ projectId: id, location: parseLocation(undefined) });
      emit({ type: 'project-changed', projectId: id, reason: 'opened' });
    },
    [go, emit],
  );
  const openId = place.projectId;
  const onNavigate = useCallback((location: ConsoleLocation) => go({ projectId: openId, location }), [go, openId]);
  const navigation = useMemo(() => ({ openProject, emit }), [openProject, emit]);
  if (openId === null) return <ProjectsPage owner={owner} onOpen={navigation.openProject} onEvent={navigation.emit} />;
  return (
    <ProjectConsole
      owner={owner}
      projectId={openId}
      location={place.location}
      onNavigate={onNavigate}
      onOpenProjects={() => openProject(null)}
      onEvent={emit}
    />
  );
}
