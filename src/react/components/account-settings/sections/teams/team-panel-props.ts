// What each panel of the teams section gets: the person, the project, and the team being looked at.
import type { UserTeam } from '../../../../../core/internal';
import type { AccountSectionProps } from '../../section-props';

export interface TeamPanelProps extends AccountSectionProps {
  team: UserTeam;
}
