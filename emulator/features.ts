// The API extensions this emulator serves, announced at GET /emulator/features. Add a name here when its routes land.
import type { EmulatorFeature } from '../src/protocol/wire/emulator-features';

export const EMULATOR_FEATURES: readonly EmulatorFeature[] = ['session-user-agents', 'mfa-recovery-codes', 'passkey-list'];
