// Emulator-only GET /emulator/features: which extensions of the Stack Auth API this emulator serves.
import { emulatorFeatureEndpoints as e } from '../../src/protocol/endpoints/emulator-features';
import { extraRoute, type ExtraRouteDef } from '../extra-routes';
import { EMULATOR_FEATURES } from '../features';
import { json } from '../http';

export const emulatorFeatureRoutes: ExtraRouteDef[] = [extraRoute(e.list, async (c) => json(c, { features: [...EMULATOR_FEATURES] }))];
