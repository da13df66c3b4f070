// OAuth accounts linked to a user (PROTOCOL.md §5.23); `:provider_id` is the account's own uuid.
import { ALL_CALLERS, endpoint, perCaller, SERVER_CALLERS } from '../endpoint';
import { listEnvelope, noQuery, successResponse } from '../wire/common';
import { clientOAuthAccountUpdateBody, oauthAccount, oauthAccountCreateBody, oauthAccountListQuery, serverOAuthAccount, serverOAuthAccountUpdateBody } from '../wire/oauth-accounts';

const accountPath = '/oauth-providers/:user_id/:provider_id';
/** Servers and admins also see the provider-side account id. */
const accountView = perCaller(oauthAccount, serverOAuthAccount);

export const oauthAccountEndpoints = {
  /** The user's linked accounts, oldest first (a client must name itself). */
  list: endpoint({ method: 'GET', path: '/oauth-providers', access: ALL_CALLERS, query: oauthAccountListQuery, answer: perCaller(listEnvelope(oauthAccount), listEnvelope(serverOAuthAccount)) }),
  /** Links an account to a user (201). */
  create: endpoint({ method: 'POST', path: '/oauth-providers', access: SERVER_CALLERS, query: noQuery, body: oauthAccountCreateBody, answer: serverOAuthAccount }),
  get: endpoint({ method: 'GET', path: accountPath, access: ALL_CALLERS, query: noQuery, answer: accountView }),
  /** Clients may change only allow_sign_in and allow_connected_accounts. */
  update: endpoint({ method: 'PATCH', path: accountPath, access: ALL_CALLERS, query: noQuery, body: perCaller(clientOAuthAccountUpdateBody, serverOAuthAccountUpdateBody), answer: accountView }),
  /** Unlinks the account. */
  delete: endpoint({ method: 'DELETE', path: accountPath, access: ALL_CALLERS, query: noQuery, answer: successResponse }),
};
