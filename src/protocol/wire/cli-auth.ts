// CLI login bodies and answers (PROTOCOL.md §5.8): start, poll, complete.
import { s, type Infer } from '../schema';
import { successResponse } from './common';

/** Default and maximum lifetime of a CLI login attempt (PROTOCOL.md §5.8). */
export const CLI_AUTH_DEFAULT_EXPIRY_MS = 7_200_000;
export const CLI_AUTH_MAX_EXPIRY_MS = 86_400_000;

/** POST /auth/cli; the whole body may be omitted. */
export const cliAuthStartBody = s
  .object({
    expires_in_millis: s.number({ max: CLI_AUTH_MAX_EXPIRY_MS }).optional(),
    anon_refresh_token: s.string().optional(),
  })
  .optional();
export type CliAuthStartBody = NonNullable<Infer<typeof cliAuthStartBody>>;

export const cliAuthStartResponse = s.object({
  polling_code: s.string(),
  login_code: s.string(),
  /** ISO-8601 string, not millis. */
  expires_at: s.string(),
});
export type CliAuthStartResponse = Infer<typeof cliAuthStartResponse>;

/** POST /auth/cli/poll. */
export const cliAuthPollBody = s.object({ polling_code: s.string() });
export type CliAuthPollBody = Infer<typeof cliAuthPollBody>;

export type CliAuthPollStatus = 'waiting' | 'success' | 'expired' | 'used';

/** 200 for waiting/expired/used, 201 for success (the only answer carrying the refresh token). */
export const cliAuthPollResponse = s.union(
  s.object({ status: s.literal(['waiting', 'expired', 'used'] as const) }),
  s.object({ status: s.literal(['success'] as const), refresh_token: s.string() }),
);
export type CliAuthPollResponse = Infer<typeof cliAuthPollResponse>;

export const CLI_AUTH_COMPLETE_MODES = ['check', 'claim-anon-session', 'complete'] as const;
export type CliAuthCompleteMode = (typeof CLI_AUTH_COMPLETE_MODES)[number];

/** POST /auth/cli/complete. */
export const cliAuthCompleteBody = s.object({
  login_code: s.string(),
  mode: s.literal(CLI_AUTH_COMPLETE_MODES).optional(),
  refresh_token: s.string().optional(),
});
export type CliAuthCompleteBody = Infer<typeof cliAuthCompleteBody>;

export const cliAuthCheckResponse = s.object({ cli_session_state: s.literal(['anonymous', 'none'] as const) });
export type CliAuthCheckResponse = Infer<typeof cliAuthCheckResponse>;
export const cliAuthClaimResponse = s.object({ access_token: s.string(), refresh_token: s.string() });
export type CliAuthClaimResponse = Infer<typeof cliAuthClaimResponse>;
export type CliAuthCompleteResponse = { success: true };
/** POST /auth/cli/complete answers by mode: check, claim-anon-session, complete. */
export const cliAuthCompleteAnyResponse = s.union(cliAuthCheckResponse, cliAuthClaimResponse, successResponse);
