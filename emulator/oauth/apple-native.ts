// Native Sign in with Apple (POST /auth/oauth/callback/apple/native): an iOS/macOS app's identity token,
// verified against Apple's published keys with the project's Bundle IDs as audience, as Stack does.
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { KnownErrors } from '../../src/protocol/errors';
import type { Database } from '../db/database';
import type { OAuthProviderConfig } from '../projects/config';
import type { ProjectRecord } from '../projects/store';
import type { ProviderProfile } from './inner-client';
import { resolveOAuthUser, type ResolvedUser } from './resolve-user';
import type { OAuthFlowData } from './store';

const APPLE_ISSUER = 'https://appleid.apple.com';
/** Fetched only when a well-formed token needs checking; jose caches the keys. */
const appleKeys = createRemoteJWKSet(new URL(`${APPLE_ISSUER}/auth/keys`));

/** The Bundle IDs a native token may be issued to; none configured is its own known error. */
export function appleBundleIds(provider: OAuthProviderConfig): string[] {
  const ids = (provider.apple_bundle_ids ?? []).filter((id) => id !== '');
  if (ids.length === 0) throw new KnownErrors.AppleBundleIdNotConfigured();
  return ids;
}

/** The Apple account of a verified identity token; any failure (bad token, keys unreachable) is INVALID_APPLE_CREDENTIALS. */
export async function verifyAppleIdentityToken(idToken: string, bundleIds: string[]): Promise<ProviderProfile> {
  try {
    const { payload } = await jwtVerify(idToken, appleKeys, { issuer: APPLE_ISSUER, audience: bundleIds });
    if (typeof payload.sub !== 'string' || payload.sub === '') throw new Error('no sub');
    return {
      accountId: payload.sub,
      email: typeof payload.email === 'string' ? payload.email : null,
      emailVerified: payload.email_verified === true || payload.email_verified === 'true',
      displayName: null,
      profileImageUrl: null,
      // A native sign-in hands the server no provider tokens.
      tokens: { access_token: '', refresh_token: null, scope: null, expires_in: null },
    };
  } catch {
    throw new KnownErrors.InvalidAppleCredentials();
  }
}

/** The user of a verified Apple account, by the web callback's rules (known account, merge strategy, new user), in one transaction. */
export function resolveAppleUser(db: Database, project: ProjectRecord, profile: ProviderProfile, now: number): Promise<ResolvedUser> {
  // A sign-in flow with nothing to redirect: only provider_id, type and token_user_id matter to the rules.
  const flow: OAuthFlowData = {
    provider_id: 'apple', json_mode: true, inner_code_verifier: '', inner_redirect_uri: '', type: 'authenticate', token_user_id: null,
    redirect_uri: '', state: '', code_challenge: '', code_challenge_method: '', error_redirect_uri: null, after_callback_redirect_url: null,
  };
  return db.transaction((tx) => resolveOAuthUser(tx, project, flow, profile, now));
}
