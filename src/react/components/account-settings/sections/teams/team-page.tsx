// TEMP placeholder: the teams branch replaces this file with the real per-team page.
import type { ReactNode } from 'react';
import type { CurrentUser, Project } from '../../../../../core/apps/types';
import { TeamsSection } from './teams-section';

export function TeamPage({ user, project }: { user: CurrentUser; project: Project; teamId: string }): ReactNode {
  return <TeamsSection user={user} project={project} />;
}
