// The 'passkey-list' emulator extension (docs/emulator.md "Extensions"): several passkeys per user, each
// with a name, its creation and its last use. The Stack Auth API has one anonymous passkey per user.
import { CODE_LENGTH } from '../constants';
import { s, type Infer, type Schema } from '../schema';
import type { PasskeyRegistrationCredentialWire } from './passkeys';

/** A passkey's name: what the person calls the device or password manager that holds it. */
export const PASSKEY_NAME_MAX_LENGTH = 64;

export const passkeyListItem = s.object({
  id: s.string({ uuid: true }),
  name: s.string(),
  created_at_millis: s.number(),
  last_used_at_millis: s.number().nullable(),
});
export type PasskeyListItemWire = Infer<typeof passkeyListItem>;

export const passkeyIdParams = s.object({ passkey_id: s.string({ uuid: true }) });

const passkeyName = s.string({ nonEmpty: true, max: PASSKEY_NAME_MAX_LENGTH });

export type PasskeyAddBody = { credential: PasskeyRegistrationCredentialWire; code: string; name?: string };
/** POST /extensions/passkeys: the browser's new credential and the registration challenge's code, like /auth/passkey/register. */
export const passkeyAddBody = s.object({ credential: s.json(), code: s.string({ length: CODE_LENGTH }), name: passkeyName.optional() }) as Schema<unknown> as Schema<PasskeyAddBody>;

export const passkeyRenameBody = s.object({ name: passkeyName });
export type PasskeyRenameBody = Infer<typeof passkeyRenameBody>;
