// The emulator's announcement of its API extensions (docs/emulator.md "Extensions").
import { endpoint } from '../endpoint';
import { emulatorFeatures } from '../wire/emulator-features';

export const emulatorFeatureEndpoints = {
  /** The extension names this server supports; answered to anyone, it names features, not data. */
  list: endpoint({ method: 'GET', path: '/features', base: 'emulator', access: 'open', answer: emulatorFeatures }),
};
