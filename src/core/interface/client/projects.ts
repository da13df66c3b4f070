// The current project (PROTOCOL.md §5.18).
import { projectEndpoints as e } from '../../../protocol/endpoints/projects';
import { emulatorFeatureEndpoints } from '../../../protocol/endpoints/emulator-features';
import type { EmulatorFeaturesWire } from '../../../protocol/wire/emulator-features';
import type { ClientProjectWire } from '../../../protocol/wire/projects';
import type { RequestPipeline } from '../../http/pipeline';

export class ClientProjectEndpoints {
  constructor(
    private readonly pipeline: RequestPipeline,
    /** The same caller on the emulator's own routes (/emulator). */
    private readonly emulatorPipeline: RequestPipeline,
  ) {}

  /** The client view of the project. */
  getCurrent(): Promise<ClientProjectWire> {
    return this.pipeline.call(e.current, {});
  }

  /** The extensions an emulator announces (GET /emulator/features); the hosted API answers 404. */
  getEmulatorFeatures(): Promise<EmulatorFeaturesWire> {
    return this.emulatorPipeline.call(emulatorFeatureEndpoints.list, {});
  }
}
