// The OAuth flow (PROTOCOL.md §5.5): authorize, the provider's callback, and the token endpoint's two grants.
// These endpoints need no access type: the client authenticates with its id and secret in the query or body.
import { endpoint } from '../endpoint';
import type { Infer } from '../schema';
import { oauthAuthorizeJsonResponse, oauthTokenGrantResponse } from '../wire/auth';

const callbackPath = '/auth/oauth/callback/:provider_id';

export const oauthEndpoints = {
  /**
   * A redirect to the provider, or its URL as JSON with `stack_response_mode=json`. The handler checks the
   * query itself (its wording and order are the real server's), so the descriptor only types it.
   */
  authorize: endpoint<'/auth/oauth/authorize/:provider_id', Readonly<Record<string, string>>, undefined, Infer<typeof oauthAuthorizeJsonResponse>>({
    method: 'GET',
    path: '/auth/oauth/authorize/:provider_id',
    access: 'open',
    answer: oauthAuthorizeJsonResponse,
  }),
  /** The provider sends the browser back here (a redirect answers); form_post providers POST. */
  callback: endpoint({ method: 'GET', path: callbackPath, access: 'open' }),
  callbackPost: endpoint({ method: 'POST', path: callbackPath, access: 'open' }),
  /**
   * The authorization-code and refresh grants; form-encoded or JSON. The handler checks the known fields
   * itself (other fields are ignored), so no body schema here.
   */
  token: endpoint({ method: 'POST', path: '/auth/oauth/token', access: 'open', answer: oauthTokenGrantResponse }),
};
