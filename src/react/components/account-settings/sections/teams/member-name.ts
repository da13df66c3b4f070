// Who a member is, in words: their name in the team (the server already falls back to their account
// name, PROTOCOL.md §4.5), else, for the person themself, their account name or e-mail.

import type { TeamUser } from '../../../../../core/internal';

export function memberName(member: TeamUser, me: { id: string; displayName: string | null; primaryEmail: string | null }): string | null {
  const own = member.id === me.id;
  const candidates = [member.teamProfile.displayName, own ? me.displayName : null, own ? me.primaryEmail : null];
  return candidates.map((value) => value?.trim() ?? '').find((value) => value !== '') ?? null;
}
