// The browser side of CLI login (PROTOCOL.md §5.8): the signed-in person hands their session's
// refresh token to the waiting command-line tool through POST /auth/cli/complete.

import { KnownError, KnownErrors } from '../../protocol/errors/client';
import { StackHttpError } from '../http/errors';
import type { SessionLike } from '../http/pipeline';
import type { ClientCliEndpoints } from '../interface/client/cli';
import { Result } from '../result';

export const CLI_CONFIRM_NEEDS_USER_MESSAGE = 'Sign in before authorizing a command-line tool.';

/**
 * Completes the attempt of `loginCode` with `refreshToken`. The server's plain-text refusals
 * (unknown, expired or already used code) come back as CliAuthError carrying the server's sentence.
 */
export async function confirmCliLogin(
  api: { cli: Pick<ClientCliEndpoints, 'complete'> },
  session: SessionLike,
  refreshToken: string | null,
  loginCode: string,
): Promise<Result<undefined, KnownError>> {
  if (refreshToken === null) return Result.error(new KnownErrors.CliAuthError(undefined, CLI_CONFIRM_NEEDS_USER_MESSAGE));
  try {
    await api.cli.complete({ login_code: loginCode, refresh_token: refreshToken }, session);
    return Result.ok(undefined);
  } catch (error) {
    if (error instanceof KnownError) return Result.error(error);
    if (error instanceof StackHttpError && error.status === 400) return Result.error(new KnownErrors.CliAuthError(undefined, error.body));
    throw error;
  }
}
