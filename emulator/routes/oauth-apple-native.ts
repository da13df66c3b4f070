// POST /auth/oauth/callback/apple/native: native Sign in with Apple. The project must have the `apple`
// provider with Bundle IDs; the verified Apple account then signs in like an OAuth callback does.
import { KnownErrors } from '../../src/protocol/errors';
import { oauthEndpoints as e } from '../../src/protocol/endpoints/oauth';
import { json } from '../http';
import { appleBundleIds, verifyAppleIdentityToken } from '../oauth/apple-native';
import { providerConfig } from '../oauth/providers';
import { resolveOAuthUser } from '../oauth/resolve-user';
import type { OAuthFlowData } from '../oauth/store';
import { route, type RouteDef } from '../routing';
import { signInAs } from '../tokens/issue';

const APPLE = 'apple';

export const oauthAppleNativeRoutes: RouteDef[] = [
  route(e.appleNative, async (c, { auth, body }) => {
    const provider = providerConfig(auth.project, APPLE);
    if (!provider) throw new KnownErrors.OauthProviderNotFoundOrNotEnabled();
    const profile = await verifyAppleIdentityToken(body.id_token, appleBundleIds(provider));
    const { db, clock } = c.var.ctx;
    // The same account rules as a web callback: a known account, the merge strategy, or a new user.
    const flow: OAuthFlowData = {
      provider_id: APPLE, json_mode: true, inner_code_verifier: '', inner_redirect_uri: '', type: 'authenticate', token_user_id: null,
      redirect_uri: '', state: '', code_challenge: '', code_challenge_method: '', error_redirect_uri: null, after_callback_redirect_url: null,
    };
    const resolved = await db.transaction((tx) => resolveOAuthUser(tx, auth.project, flow, profile, clock.now()));
    const tokens = await signInAs(c, auth.project, resolved.userId, { isNewUser: resolved.isNewUser, method: `oauth:${APPLE}` });
    return json(c, { access_token: tokens.access_token, refresh_token: tokens.refresh_token, user_id: resolved.userId, is_new_user: resolved.isNewUser });
  }),
];
