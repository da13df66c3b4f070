export { TeamInvitation, type TeamInvitationProps } from './team-invitation';
export { teamInvitationCss } from './styles';
