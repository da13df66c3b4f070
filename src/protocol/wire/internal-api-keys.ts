// The project's own key sets, managed by the owner (PROTOCOL.md §4.9, §5.20).
import { s, type Infer } from '../schema';
import { listEnvelope } from './common';

const lastFour = s.object({ last_four: s.string() });

/** Read view: only the last four characters of each key; absent keys and fields are omitted. */
export const internalApiKeyWire = s.object({
  id: s.string({ uuid: true }),
  description: s.string(),
  created_at_millis: s.number(),
  /** Omitted for key sets that never expire (the emulator's own). */
  expires_at_millis: s.number().optional(),
  manually_revoked_at_millis: s.number().optional(),
  publishable_client_key: lastFour.optional(),
  secret_server_key: lastFour.optional(),
  super_secret_admin_key: lastFour.optional(),
});
export type InternalApiKeyWire = Infer<typeof internalApiKeyWire>;

/** Create response: the full keys, shown this once. */
export const internalApiKeyFirstViewWire = s.object({
  ...internalApiKeyWire.shape,
  publishable_client_key: s.string().optional(),
  secret_server_key: s.string().optional(),
  super_secret_admin_key: s.string().optional(),
});
export type InternalApiKeyFirstViewWire = Infer<typeof internalApiKeyFirstViewWire>;

export const internalApiKeyList = listEnvelope(internalApiKeyWire);

/** POST /internal/api-keys body: every field is required. */
export const internalApiKeyCreateBody = s.object({
  description: s.string(),
  expires_at_millis: s.number(),
  has_publishable_client_key: s.boolean(),
  has_secret_server_key: s.boolean(),
  has_super_secret_admin_key: s.boolean(),
});
export type InternalApiKeyCreateBody = Infer<typeof internalApiKeyCreateBody>;

/** PATCH /internal/api-keys/{id} body; revoking is one-way. */
export const internalApiKeyUpdateBody = s.object({
  description: s.string().optional(),
  revoked: s.boolean().optional(),
});
export type InternalApiKeyUpdateBody = Infer<typeof internalApiKeyUpdateBody>;
