// POST /auth/oauth/callback/apple/native: native Sign in with Apple. The project must have the `apple`
// provider with Bundle IDs; the verified Apple account then signs in like an OAuth callback does.
import { KnownErrors } from '../../src/protocol/errors';
import { oauthAppEndpoints as e } from '../../src/protocol/endpoints/oauth-apps';
import { json } from '../http';
import { appleBundleIds, resolveAppleUser, verifyAppleIdentityToken } from '../oauth/apple-native';
import { providerConfig } from '../oauth/providers';
import { route, type RouteDef } from '../routing';
import { signInAs } from '../tokens/issue';

const APPLE = 'apple';

export const oauthAppleNativeRoutes: RouteDef[] = [
  route(e.appleNative, async (c, { auth, body }) => {
    const provider = providerConfig(auth.project, APPLE);
    if (!provider) throw new KnownErrors.OauthProviderNotFoundOrNotEnabled();
    const profile = await verifyAppleIdentityToken(body.id_token, appleBundleIds(provider));
    const resolved = await resolveAppleUser(c.var.ctx.db, auth.project, profile, c.var.ctx.clock.now());
    const tokens = await signInAs(c, auth.project, resolved.userId, { isNewUser: resolved.isNewUser, method: `oauth:${APPLE}` });
    return json(c, { access_token: tokens.access_token, refresh_token: tokens.refresh_token, user_id: resolved.userId, is_new_user: resolved.isNewUser });
  }),
];
