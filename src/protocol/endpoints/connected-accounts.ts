// Connected accounts (PROTOCOL.md §5.24): linked accounts usable for provider access tokens, and those tokens.
import { ALL_CALLERS, endpoint } from '../endpoint';
import { listEnvelope } from '../wire/common';
import { connectedAccount, connectedAccountAccessTokenBody, connectedAccountAccessTokenResponse } from '../wire/oauth-accounts';

/** The SDK always sends `{scope}`; a missing body is read as no scope requirement. */
const tokenBody = connectedAccountAccessTokenBody.optional();

export const connectedAccountEndpoints = {
  /** Accounts with allow_connected_accounts, oldest first. */
  list: endpoint({ method: 'GET', path: '/connected-accounts/:user_id', access: ALL_CALLERS, answer: listEnvelope(connectedAccount) }),
  /** A provider access token covering the space-separated scopes (201), from the provider's first matching account. */
  accessToken: endpoint({ method: 'POST', path: '/connected-accounts/:user_id/:provider_id/access-token', access: ALL_CALLERS, body: tokenBody, answer: connectedAccountAccessTokenResponse }),
  /** The same for one provider account. */
  accountAccessToken: endpoint({
    method: 'POST',
    path: '/connected-accounts/:user_id/:provider_id/:provider_account_id/access-token',
    access: ALL_CALLERS,
    body: tokenBody,
    answer: connectedAccountAccessTokenResponse,
  }),
  /** Deprecated alias of the `me` form (PROTOCOL.md §5.5). */
  legacyAccessToken: endpoint({ method: 'POST', path: '/auth/oauth/connected-accounts/:provider_id/access-token', access: ALL_CALLERS, body: tokenBody, answer: connectedAccountAccessTokenResponse }),
};
