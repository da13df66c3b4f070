// Contact channel wire shapes and the /contact-channels CRUD bodies (PROTOCOL.md §4.3, §5.10).
import { s, type Infer } from '../schema';

/** §4.3: every field is always present; `value` is stored lower-cased and trimmed. */
export const contactChannel = s.object({
  user_id: s.string({ uuid: true }),
  id: s.string({ uuid: true }),
  type: s.literal(['email'] as const),
  value: s.string(),
  is_primary: s.boolean(),
  is_verified: s.boolean(),
  used_for_auth: s.boolean(),
});
export type ContactChannelWire = Infer<typeof contactChannel>;

const createFields = {
  user_id: s.string(),
  value: s.string({ email: true }),
  type: s.literal(['email'] as const),
  used_for_auth: s.boolean(),
  is_primary: s.boolean().optional(),
};

/** POST /contact-channels with client access. */
export const clientContactChannelCreateBody = s.object(createFields);
export type ClientContactChannelCreateBody = Infer<typeof clientContactChannelCreateBody>;

/** POST /contact-channels with server or admin access: may also set `is_verified`. */
export const serverContactChannelCreateBody = s.object({ ...createFields, is_verified: s.boolean().optional() });
export type ServerContactChannelCreateBody = Infer<typeof serverContactChannelCreateBody>;

const updateFields = {
  value: s.string({ email: true }).optional(),
  type: s.literal(['email'] as const).optional(),
  used_for_auth: s.boolean().optional(),
  is_primary: s.boolean().optional(),
};

/** PATCH /contact-channels/{user_id}/{id} with client access (partial). */
export const clientContactChannelUpdateBody = s.object(updateFields);
export type ClientContactChannelUpdateBody = Infer<typeof clientContactChannelUpdateBody>;

/** PATCH /contact-channels/{user_id}/{id} with server or admin access: may also set `is_verified`. */
export const serverContactChannelUpdateBody = s.object({ ...updateFields, is_verified: s.boolean().optional() });
export type ServerContactChannelUpdateBody = Infer<typeof serverContactChannelUpdateBody>;

/** GET /contact-channels: `user_id` (id or `me`) is optional only for server callers. */
export const contactChannelListQuery = s.object({
  user_id: s.string().optional(),
  contact_channel_id: s.string({ uuid: true }).optional(),
});
export type ContactChannelListQuery = Infer<typeof contactChannelListQuery>;
