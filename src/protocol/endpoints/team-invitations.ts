// Team invitations (PROTOCOL.md §5.14): send by e-mail, list and revoke a team's pending ones, accept by code or by id.
import { ALL_CALLERS, endpoint } from '../endpoint';
import { emptyBody, emptyResponse, listEnvelope, successResponse } from '../wire/common';
import {
  teamInvitation,
  teamInvitationAcceptByIdQuery,
  teamInvitationCheckResponse,
  teamInvitationCodeBody,
  teamInvitationDeleteQuery,
  teamInvitationDetails,
  teamInvitationListQuery,
  teamInvitationSendBody,
  teamInvitationSendResponse,
} from '../wire/team-invitations';

export const teamInvitationEndpoints = {
  /** Mails an invitation to join the team (a client needs $invite_members). */
  send: endpoint({ method: 'POST', path: '/team-invitations/send-code', access: ALL_CALLERS, body: teamInvitationSendBody, answer: teamInvitationSendResponse }),
  /** A team's pending invitations (`team_id`), or those to the user's verified e-mails (`user_id=me`). */
  list: endpoint({ method: 'GET', path: '/team-invitations', access: ALL_CALLERS, query: teamInvitationListQuery, answer: listEnvelope(teamInvitation) }),
  /** Revokes a pending invitation (a client needs $remove_members). */
  revoke: endpoint({ method: 'DELETE', path: '/team-invitations/:id', access: ALL_CALLERS, query: teamInvitationDeleteQuery, answer: successResponse }),
  /** The signed-in user joins the code's team. */
  accept: endpoint({ method: 'POST', path: '/team-invitations/accept', access: ALL_CALLERS, body: teamInvitationCodeBody, answer: emptyResponse }),
  /** Whether the code is usable, without consuming it. */
  checkCode: endpoint({ method: 'POST', path: '/team-invitations/accept/check-code', access: ALL_CALLERS, body: teamInvitationCodeBody, answer: teamInvitationCheckResponse }),
  /** The invited team's id and name (code not consumed). */
  details: endpoint({ method: 'POST', path: '/team-invitations/accept/details', access: ALL_CALLERS, body: teamInvitationCodeBody, answer: teamInvitationDetails }),
  /** Joins the team of an invitation to one of the user's verified e-mails. */
  acceptById: endpoint({ method: 'POST', path: '/team-invitations/:id/accept', access: ALL_CALLERS, body: emptyBody, query: teamInvitationAcceptByIdQuery, answer: emptyResponse }),
};
