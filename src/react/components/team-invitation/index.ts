export { TeamInvitation, type TeamInvitationProps } from './team-invitation';
