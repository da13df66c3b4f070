// CLI login (PROTOCOL.md §5.8): the CLI starts an attempt and polls it; a signed-in browser completes it.
import { ALL_CALLERS, endpoint } from '../endpoint';
import { cliAuthCompleteAnyResponse, cliAuthCompleteBody, cliAuthPollBody, cliAuthPollResponse, cliAuthStartBody, cliAuthStartResponse } from '../wire/cli-auth';

export const cliAuthEndpoints = {
  start: endpoint({ method: 'POST', path: '/auth/cli', access: ALL_CALLERS, body: cliAuthStartBody, answer: cliAuthStartResponse }),
  /** 200 while waiting, expired or used; 201 with the refresh token, once. */
  poll: endpoint({ method: 'POST', path: '/auth/cli/poll', access: ALL_CALLERS, body: cliAuthPollBody, answer: cliAuthPollResponse }),
  /** Answers by mode: check, claim-anon-session or complete. */
  complete: endpoint({ method: 'POST', path: '/auth/cli/complete', access: ALL_CALLERS, body: cliAuthCompleteBody, answer: cliAuthCompleteAnyResponse }),
};
