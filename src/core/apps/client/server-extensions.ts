// The API extensions a server announces (an emulator's GET /emulator/features), asked once per app.
import { RequestTimeoutError, StackConnectionError } from '../../http/errors';
import type { ClientProjectEndpoints } from '../../interface/client/projects';

export class ServerExtensions {
  private promise: Promise<ReadonlySet<string>> | null = null;

  constructor(private readonly projects: ClientProjectEndpoints) {}

  /** Any answer that is not the list, a hosted API's 404 included, means none; a failed request is asked again next time. */
  get(): Promise<ReadonlySet<string>> {
    if (this.promise === null) {
      const promise = this.projects.getEmulatorFeatures().then(
        (answer): ReadonlySet<string> => new Set(answer.features),
        (error: unknown): ReadonlySet<string> => {
          if (!(error instanceof StackConnectionError || error instanceof RequestTimeoutError)) return new Set();
          if (this.promise === promise) this.promise = null;
          throw error;
        },
      );
      this.promise = promise;
    }
    return this.promise;
  }
}
