// Sign-ins that other apps hand over (PROTOCOL.md §5.5): a native Apple app's identity token, and a session
// carried to another trusted domain. Apart from ./oauth because our SDK calls neither: the end-user script
// carries only the descriptors it reads.
import { ALL_CALLERS, endpoint } from '../endpoint';
import { appleNativeSignInBody, appleNativeSignInResponse, crossDomainAuthorizeBody, crossDomainAuthorizeResponse } from '../wire/auth';

export const oauthAppEndpoints = {
  /** Native Sign in with Apple: the app's identity token (audience: one of the provider's Bundle IDs) signs in. */
  appleNative: endpoint({ method: 'POST', path: '/auth/oauth/callback/apple/native', access: ALL_CALLERS, body: appleNativeSignInBody, answer: appleNativeSignInResponse }),
  /**
   * A signed-in caller's redirect to another trusted domain with a one-time code; the token endpoint exchanges it
   * (PKCE) for the same session. Needs the session's refresh token in x-stack-refresh-token.
   */
  crossDomainAuthorize: endpoint({ method: 'POST', path: '/auth/oauth/cross-domain/authorize', access: ALL_CALLERS, body: crossDomainAuthorizeBody, answer: crossDomainAuthorizeResponse }),
};
