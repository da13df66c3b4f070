// The Teams page: the project's teams, or one team's page when the location names a team id.
import type { ReactNode } from 'react';
import { useConsole } from '../../console-context';
import { TeamList } from './team-list';
import { TeamPage } from './team-page';

export function TeamsPage(): ReactNode {
  const { location } = useConsole();
  return location.param ? <TeamPage teamId={location.param} /> : <TeamList />;
}
