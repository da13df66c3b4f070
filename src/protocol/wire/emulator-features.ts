// GET /emulator/features: the extensions this emulator adds to the Stack Auth API. The hosted API has no such
// route (404), so elements offer an extension only where the server announces it.
import { s, type Infer } from '../schema';

/** Every extension name an emulator may announce; the elements ignore names they do not know. */
export const EMULATOR_FEATURE_NAMES = ['mfa-recovery-codes', 'passkey-list', 'session-user-agents'] as const;
export type EmulatorFeature = (typeof EMULATOR_FEATURE_NAMES)[number];

export const emulatorFeatures = s.object({ features: s.array(s.string()) });
export type EmulatorFeaturesWire = Infer<typeof emulatorFeatures>;
