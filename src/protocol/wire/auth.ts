// Sign-in, sign-up, token and session bodies (PROTOCOL.md §4.11, §5.1, §5.5, §5.7).
import { s, type Infer } from '../schema';
import { PASSWORD_MAX_LENGTH } from '../constants';

export const passwordSignUpBody = s.object({
  email: s.string({ email: true, max: 256 }),
  password: s.string({ max: PASSWORD_MAX_LENGTH }),
  verification_callback_url: s.string({ url: true }).optional(),
  bot_challenge_token: s.string().optional(),
  bot_challenge_phase: s.literal(['invisible', 'visible'] as const).optional(),
  bot_challenge_unavailable: s.literal(['true'] as const).optional(),
});
export type PasswordSignUpBody = Infer<typeof passwordSignUpBody>;

export const passwordSignInBody = s.object({
  email: s.string({ email: true, nonEmpty: true }),
  password: s.string({ max: PASSWORD_MAX_LENGTH }),
});
export type PasswordSignInBody = Infer<typeof passwordSignInBody>;

/** Password sign-in/up and anonymous sign-up (no is_new_user); OTP, MFA and passkey add it. */
export const signInResponse = s.object({
  access_token: s.string(),
  refresh_token: s.string(),
  user_id: s.string({ uuid: true }),
  is_new_user: s.boolean().optional(),
});
export type SignInResponse = Infer<typeof signInResponse>;

/** The exact answers of §4.11, as the emulator is checked against them: without is_new_user ... */
export const passwordSignInResponse = s.object({ access_token: s.string(), refresh_token: s.string(), user_id: s.string({ uuid: true }) });
/** ... and with it (OTP, MFA, passkey). */
export const flaggedSignInResponse = s.object({ ...passwordSignInResponse.shape, is_new_user: s.boolean() });

/** POST /auth/oauth/token, form-encoded or JSON. Other fields are ignored by the server. */
export const oauthTokenBody = s.object({
  grant_type: s.literal(['authorization_code', 'refresh_token'] as const),
  client_id: s.string().optional(),
  client_secret: s.string().optional(),
  code: s.string().optional(),
  redirect_uri: s.string().optional(),
  code_verifier: s.string().optional(),
  refresh_token: s.string().optional(),
});
export type OAuthTokenBody = Infer<typeof oauthTokenBody>;

const oauthTokenFields = {
  access_token: s.string(),
  token_type: s.string(),
  expires_in: s.number(),
  scope: s.string(),
  after_callback_redirect_url: s.string().nullable(),
  afterCallbackRedirectUrl: s.string().nullable(),
};
/** Either grant's answer, as the SDK reads it. */
export const oauthTokenResponse = s.object({
  ...oauthTokenFields,
  refresh_token: s.string().optional(),
  is_new_user: s.boolean().optional(),
  newUser: s.boolean().optional(),
});
export type OAuthTokenResponse = Infer<typeof oauthTokenResponse>;
/** The exact answers (§5.5): the authorization-code grant adds the refresh token and the new-user flags. */
export const oauthTokenGrantResponse = s.union(
  s.object({ ...oauthTokenFields, refresh_token: s.string(), is_new_user: s.boolean(), newUser: s.boolean() }),
  s.object(oauthTokenFields),
);

/** GET /auth/oauth/authorize/{provider_id} with stack_response_mode=json: where to send the browser. */
export const oauthAuthorizeJsonResponse = s.object({ location: s.string({ url: true }) });
export type OAuthAuthorizeJsonResponse = Infer<typeof oauthAuthorizeJsonResponse>;

/** POST /auth/oauth/callback/apple/native: a Sign in with Apple identity token from an iOS/macOS app. */
export const appleNativeSignInBody = s.object({ id_token: s.string() });
export const appleNativeSignInResponse = s.object({ access_token: s.string(), refresh_token: s.string(), user_id: s.string(), is_new_user: s.boolean() });

/** POST /auth/oauth/cross-domain/authorize: a one-time code handing the caller's session to another trusted domain (PKCE). */
export const crossDomainAuthorizeBody = s.object({
  redirect_uri: s.string({ url: true }),
  state: s.string({ min: 1, max: 512 }),
  code_challenge: s.string(),
  code_challenge_method: s.literal(['S256'] as const).optional(),
  after_callback_redirect_url: s.string({ url: true }).optional(),
});
export const crossDomainAuthorizeResponse = s.object({ redirect_url: s.string({ url: true }) });

/** POST /auth/sessions/current/refresh. */
export const sessionRefreshResponse = s.object({ access_token: s.string() });
export type SessionRefreshResponse = Infer<typeof sessionRefreshResponse>;

/** Claims of an access token (PROTOCOL.md §3.1). */
export interface AccessTokenClaims {
  iss: string;
  aud: string;
  sub: string;
  iat: number;
  exp: number;
  project_id: string;
  branch_id: string;
  refresh_token_id: string;
  role: 'authenticated';
  name: string | null;
  email: string | null;
  email_verified: boolean;
  selected_team_id: string | null;
  signed_up_at: number;
  is_anonymous: boolean;
  is_restricted: boolean;
  restricted_reason: { type: string } | null;
  requires_totp_mfa: boolean;
}
