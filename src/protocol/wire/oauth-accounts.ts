// OAuth accounts linked to a user and connected-account access tokens (PROTOCOL.md §5.23, §5.24).
import { s, type Infer } from '../schema';

/** §5.23 client view of one linked OAuth account; `email` is omitted when unknown. */
export const oauthAccount = s.object({
  /** The account's own id (uuid), not the provider type. */
  id: s.string({ uuid: true }),
  user_id: s.string({ uuid: true }),
  provider_config_id: s.string(),
  /** The provider type (google, github, ...). */
  type: s.string(),
  email: s.string().optional(),
  allow_sign_in: s.boolean(),
  allow_connected_accounts: s.boolean(),
});
export type OAuthAccountWire = Infer<typeof oauthAccount>;

/** §5.23 server view: adds the provider-side account id. */
export const serverOAuthAccount = s.object({ ...oauthAccount.shape, account_id: s.string() });
export type ServerOAuthAccountWire = Infer<typeof serverOAuthAccount>;

/** GET /oauth-providers?user_id= (a client must name itself). */
export const oauthAccountListQuery = s.object({ user_id: s.string().optional() });

/** POST /oauth-providers (server/admin only). */
export const oauthAccountCreateBody = s.object({
  user_id: s.string(),
  provider_config_id: s.string(),
  account_id: s.string(),
  allow_sign_in: s.boolean(),
  allow_connected_accounts: s.boolean(),
  email: s.string({ email: true }).optional(),
});
export type OAuthAccountCreateBody = Infer<typeof oauthAccountCreateBody>;

/** PATCH /oauth-providers/{user_id}/{id} with client access. */
export const clientOAuthAccountUpdateBody = s.object({
  allow_sign_in: s.boolean().optional(),
  allow_connected_accounts: s.boolean().optional(),
});
export type ClientOAuthAccountUpdateBody = Infer<typeof clientOAuthAccountUpdateBody>;

/** PATCH /oauth-providers/{user_id}/{id} with server or admin access. */
export const serverOAuthAccountUpdateBody = s.object({
  allow_sign_in: s.boolean().optional(),
  allow_connected_accounts: s.boolean().optional(),
  email: s.string({ email: true }).optional(),
  account_id: s.string().optional(),
});
export type ServerOAuthAccountUpdateBody = Infer<typeof serverOAuthAccountUpdateBody>;

/** §5.24 one connected account (an OAuth account with allow_connected_accounts). */
export const connectedAccount = s.object({
  user_id: s.string({ uuid: true }),
  /** The provider config id. */
  provider: s.string(),
  provider_account_id: s.string(),
});
export type ConnectedAccountWire = Infer<typeof connectedAccount>;

/** POST /connected-accounts/{user_id}/{provider_id}[/{provider_account_id}]/access-token. */
export const connectedAccountAccessTokenBody = s.object({ scope: s.string().optional() });
export type ConnectedAccountAccessTokenBody = Infer<typeof connectedAccountAccessTokenBody>;

export const connectedAccountAccessTokenResponse = s.object({ access_token: s.string() });
export type ConnectedAccountAccessTokenResponse = Infer<typeof connectedAccountAccessTokenResponse>;
