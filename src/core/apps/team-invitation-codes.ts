// Redeeming team invitation codes (PROTOCOL.md §5.14 accept, check-code, details) as the official SDK's
// app methods do: verification-code errors (and the newer e-mail mismatch) come back as values.
import { KnownError, KnownErrors } from '../../protocol/errors/client';
import type { ClientBaseInterface } from '../interface/client-base-interface';
import type { SessionLike } from '../http/pipeline';
import { Result } from '../result';

export interface TeamInvitationDetails {
  teamId: string;
  teamDisplayName: string;
}

/** The failures a person with a link can meet: a bad, used or expired code, or another e-mail address. */
const isExpected = (error: unknown): error is KnownError =>
  error instanceof KnownErrors.VerificationCodeError || error instanceof KnownErrors.TeamInvitationEmailMismatch;

async function expecting<T>(request: () => Promise<T>): Promise<Result<T, KnownError>> {
  try {
    return Result.ok(await request());
  } catch (error) {
    if (isExpected(error)) return Result.error(error);
    throw error;
  }
}

export function verifyTeamInvitationCode(api: ClientBaseInterface, session: SessionLike, code: string): Promise<Result<undefined, KnownError>> {
  return expecting(async () => {
    await api.teamInvitations.checkCode(session, code);
    return undefined;
  });
}

export function getTeamInvitationDetails(api: ClientBaseInterface, session: SessionLike, code: string): Promise<Result<TeamInvitationDetails, KnownError>> {
  return expecting(async () => {
    const wire = await api.teamInvitations.getDetails(session, code);
    return { teamId: wire.team_id, teamDisplayName: wire.team_display_name };
  });
}

export function acceptTeamInvitation(api: ClientBaseInterface, session: SessionLike, code: string): Promise<Result<undefined, KnownError>> {
  return expecting(async () => {
    await api.teamInvitations.accept(session, code);
    return undefined;
  });
}
