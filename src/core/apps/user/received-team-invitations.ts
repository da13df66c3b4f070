// Invitations addressed to the current user (PROTOCOL.md §5.14, GET ?user_id=me and POST /{id}/accept),
// named after the official SDK: user.listTeamInvitations(), ReceivedTeamInvitation.accept().
import type { CachedValue } from '../../cache';
import type { TeamInvitationWire } from '../../../protocol/wire/team-invitations';
import type { UserContext } from './context';
import { areaApi } from './area-api';
import { defineUserArea, userCache } from './define-area';
import { teamsCache } from './teams';

const receivedTeamInvitationsCache = userCache('received-team-invitations', loadReceivedTeamInvitations);

/** A pending invitation to one of the user's verified e-mail addresses. */
export interface ReceivedTeamInvitation {
  readonly id: string;
  readonly teamId: string;
  readonly teamDisplayName: string;
  readonly recipientEmail: string;
  readonly expiresAt: Date;
  /** Joins the team (the address must still be a verified one of the user's). */
  accept(): Promise<void>;
}

export interface ReceivedTeamInvitationMethods {
  /** Pending invitations to the user's verified e-mails (cached). */
  listTeamInvitations(): Promise<ReceivedTeamInvitation[]>;
  /** The cache behind listTeamInvitations, for subscribers (React). */
  teamInvitationsCache(): CachedValue<ReceivedTeamInvitation[]>;
}

/** The load of receivedTeamInvitationsCache. */
export async function loadReceivedTeamInvitations(ctx: UserContext): Promise<ReceivedTeamInvitation[]> {
  return (await areaApi(ctx).teamInvitations.listReceived(ctx.session())).map((wire) => receivedFromWire(ctx, wire));
}

function receivedFromWire(ctx: UserContext, wire: TeamInvitationWire): ReceivedTeamInvitation {
  return {
    id: wire.id,
    teamId: wire.team_id,
    teamDisplayName: wire.team_display_name,
    recipientEmail: wire.recipient_email,
    expiresAt: new Date(wire.expires_at_millis),
    async accept() {
      await areaApi(ctx).teamInvitations.acceptById(ctx.session(), wire.id);
      // The invitation is used up and the team joins the user's list.
      await Promise.all([receivedTeamInvitationsCache(ctx).refresh(), teamsCache(ctx).refresh(), ctx.reloadUser()]);
    },
  };
}

export function receivedTeamInvitationMethods(ctx: UserContext): ReceivedTeamInvitationMethods {
  const cache = (): CachedValue<ReceivedTeamInvitation[]> => receivedTeamInvitationsCache(ctx);
  return { listTeamInvitations: () => cache().get(), teamInvitationsCache: cache };
}

export const receivedTeamInvitationsArea = defineUserArea({ caches: [receivedTeamInvitationsCache], methods: receivedTeamInvitationMethods });
