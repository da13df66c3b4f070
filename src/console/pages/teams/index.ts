import { Building2 } from '../../../react/ui/icons';
import type { ConsolePageDef } from '../page-def';
import { TeamsPage } from './teams-page';

export { teamsCss } from './styles';
export { teamsStrings } from './strings';

export const teamsPage: ConsolePageDef = { id: 'teams', group: 'project', titleKey: 'teams.title', icon: Building2, Component: TeamsPage };
