// Team invitation wire shapes and bodies (PROTOCOL.md §4.6, §5.14).
import { s, type Infer } from '../schema';
import { CODE_LENGTH } from '../constants';

/** A pending invitation as listed by GET /team-invitations (§4.6). */
export const teamInvitation = s.object({
  id: s.string({ uuid: true }),
  team_id: s.string({ uuid: true }),
  team_display_name: s.string(),
  expires_at_millis: s.number(),
  recipient_email: s.string(),
});
export type TeamInvitationWire = Infer<typeof teamInvitation>;

/** POST /team-invitations/send-code. */
export const teamInvitationSendBody = s.object({
  team_id: s.string({ uuid: true }),
  email: s.string({ email: true }),
  callback_url: s.string({ url: true }),
});
export type TeamInvitationSendBody = Infer<typeof teamInvitationSendBody>;

export const teamInvitationSendResponse = s.object({ success: s.boolean(), id: s.string({ uuid: true }) });
export type TeamInvitationSendResponse = Infer<typeof teamInvitationSendResponse>;

/** GET /team-invitations: exactly one of the two (checked by the route, with the §5.14 texts). */
export const teamInvitationListQuery = s.object({ team_id: s.string().optional(), user_id: s.string().optional() });

/** DELETE /team-invitations/{id}: team_id is required (text 400 of its own, so optional here). */
export const teamInvitationDeleteQuery = s.object({ team_id: s.string().optional() });

/** POST /team-invitations/{id}/accept. */
export const teamInvitationAcceptByIdQuery = s.object({ user_id: s.string() });

/** POST /team-invitations/accept, /accept/check-code, /accept/details. */
export const teamInvitationCodeBody = s.object({ code: s.string({ length: CODE_LENGTH }) });
export type TeamInvitationCodeBody = Infer<typeof teamInvitationCodeBody>;

/** POST /team-invitations/accept/check-code: whether the code is usable (not consumed). */
export const teamInvitationCheckResponse = s.object({ is_code_valid: s.boolean() });
export type TeamInvitationCheckResponse = Infer<typeof teamInvitationCheckResponse>;

export const teamInvitationDetails = s.object({ team_id: s.string({ uuid: true }), team_display_name: s.string() });
export type TeamInvitationDetailsWire = Infer<typeof teamInvitationDetails>;
