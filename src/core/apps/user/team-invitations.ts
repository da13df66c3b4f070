// Team invitations of one team (PROTOCOL.md §5.14): invite by e-mail, list and revoke pending ones.
// Names follow the official SDK (team.inviteUser / team.listInvitations, SentTeamInvitation.revoke).
// Accepting is an app method (client-app.ts), since the invited person may not be a member yet.
import type { IdempotentWriteOptions } from '../../http/outcome';
import { refreshIfRead, type CachedValue } from '../../cache';
import type { TeamInvitationWire } from '../../../protocol/wire/team-invitations';
import type { UserContext } from './context';
import { areaApi } from './area-api';

/** A pending invitation as the team sees it. */
export interface SentTeamInvitation {
  readonly id: string;
  readonly recipientEmail: string | null;
  readonly expiresAt: Date;
  /** Withdraws the invitation (needs $remove_members); the code in the mail stops working. */
  revoke(): Promise<void>;
}

export interface TeamInvitationMethods {
  /** Mails an invitation (needs $invite_members); the default link target is the app's team-invitation handler. */
  inviteUser(options: { email: string; callbackUrl?: string } & IdempotentWriteOptions): Promise<void>;
  /** Pending invitations, oldest first (needs $read_members and $invite_members; cached per team). */
  listInvitations(): Promise<SentTeamInvitation[]>;
  /** The cache behind listInvitations, for subscribers (React). */
  invitationsCache(): CachedValue<SentTeamInvitation[]>;
}

export function teamInvitationMethods(ctx: UserContext, teamId: string): TeamInvitationMethods {
  const cache = (): CachedValue<SentTeamInvitation[]> =>
    ctx.cache(`team-invitations:${teamId}`, async () => (await areaApi(ctx).teamInvitations.list(ctx.session(), teamId)).map(fromWire));

  function fromWire(wire: TeamInvitationWire): SentTeamInvitation {
    return {
      id: wire.id,
      recipientEmail: wire.recipient_email,
      expiresAt: new Date(wire.expires_at_millis),
      async revoke() {
        await areaApi(ctx).teamInvitations.revoke(ctx.session(), teamId, wire.id);
        await cache().refresh();
      },
    };
  }

  return {
    async inviteUser(options) {
      const callbackUrl = options.callbackUrl ?? ctx.absoluteUrl(ctx.urls.teamInvitation);
      if (callbackUrl === null) {
        throw new Error('inviteUser needs an absolute callbackUrl outside a browser (the teamInvitation handler URL is relative).');
      }
      await areaApi(ctx).teamInvitations.send(ctx.session(), { team_id: teamId, email: options.email, callback_url: callbackUrl }, options.idempotencyKey);
      // Sending needs $invite_members only; listing needs $read_members too. Sent is sent: a failed refresh is not a failed send.
      await refreshIfRead(cache()).catch(() => undefined);
    },
    listInvitations: () => cache().get(),
    invitationsCache: cache,
  };
}
