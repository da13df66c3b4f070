// User and team API keys: read view, create view and request bodies (PROTOCOL.md §4.8, §5.17).
import { s, type Infer } from '../schema';

export type ApiKeyTypeWire = 'user' | 'team';

const apiKeyBase = {
  id: s.string({ uuid: true }),
  description: s.string(),
  /** Omitted when the key never expires. */
  expires_at_millis: s.number().optional(),
  /** Omitted while the key is not revoked. */
  manually_revoked_at_millis: s.number().optional(),
  created_at_millis: s.number(),
  is_public: s.boolean(),
};
const lastFour = s.object({ last_four: s.string() });

/** Read view of a user key (list, get, update, check): only the last four characters of the secret. */
export const userApiKey = s.object({ ...apiKeyBase, type: s.literal(['user'] as const), user_id: s.string({ uuid: true }), value: lastFour });
export type UserApiKeyWire = Infer<typeof userApiKey>;

export const teamApiKey = s.object({ ...apiKeyBase, type: s.literal(['team'] as const), team_id: s.string({ uuid: true }), value: lastFour });
export type TeamApiKeyWire = Infer<typeof teamApiKey>;

/** Create response: the same fields, but `value` is the full secret, shown this once. */
export const userApiKeyFirstView = s.object({ ...userApiKey.shape, value: s.string() });
export type UserApiKeyFirstViewWire = Infer<typeof userApiKeyFirstView>;
export const teamApiKeyFirstView = s.object({ ...teamApiKey.shape, value: s.string() });
export type TeamApiKeyFirstViewWire = Infer<typeof teamApiKeyFirstView>;

export type ApiKeyWire = UserApiKeyWire | TeamApiKeyWire;

const createFields = {
  description: s.string(),
  // Required, but may be null (no expiry).
  expires_at_millis: s.number().nullable(),
  is_public: s.boolean().optional(),
};

/** POST /user-api-keys body. */
export const userApiKeyCreateBody = s.object({ user_id: s.string(), ...createFields });
export type UserApiKeyCreateBody = Infer<typeof userApiKeyCreateBody>;

/** POST /team-api-keys body. */
export const teamApiKeyCreateBody = s.object({ team_id: s.string(), ...createFields });
export type TeamApiKeyCreateBody = Infer<typeof teamApiKeyCreateBody>;

/** POST /user-api-keys body as the server reads it: a `team_id` is accepted only to report "both" (SPEC §5). */
export const userApiKeyCreateRequest = s.object({ ...userApiKeyCreateBody.shape, team_id: s.string().optional() });
/** POST /team-api-keys body as the server reads it: a `user_id` is accepted only to report "both". */
export const teamApiKeyCreateRequest = s.object({ ...teamApiKeyCreateBody.shape, user_id: s.string().optional() });

/** The owner query of list/get/patch of user keys; the other family's id is an unknown property. */
export const userApiKeyOwnerQuery = s.object({ user_id: s.string().optional() });
/** The owner query of list/get/patch of team keys (`team_id` required, though get/patch go by the key's own team). */
export const teamApiKeyOwnerQuery = s.object({ team_id: s.string({ uuid: true }) });

/** PATCH /{user|team}-api-keys/{id} body; revoking is one-way. */
export const apiKeyUpdateBody = s.object({
  description: s.string().optional(),
  revoked: s.boolean().optional(),
});
export type ApiKeyUpdateBody = Infer<typeof apiKeyUpdateBody>;

/** POST /{user|team}-api-keys/check body. */
export const apiKeyCheckBody = s.object({ api_key: s.string() });
export type ApiKeyCheckBody = Infer<typeof apiKeyCheckBody>;
