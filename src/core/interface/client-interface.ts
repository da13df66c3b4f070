// The client-access endpoints of the Stack Auth API (PROTOCOL.md §5), one thin typed method per
// endpoint, grouped by area: each area is a small class in ./client/, a field here (`api.users.getCurrent`).
// Policy (redirects, listeners, stores) lives in the apps, not here. The client app itself uses the
// smaller ./client-base-interface (the sign-in script's share); this one adds the current-user areas'.

import { ClientBaseInterface, type ClientInterfaceOptions } from './client-base-interface';
import { clientUserAreaEndpoints, type ClientUserAreaEndpoints } from './client/user-area-endpoints';

export type { CliAuthCompleteResult } from './client/cli';
export type { ClientInterfaceOptions } from './client-base-interface';

// The areas' fields, typed once in ClientUserAreaEndpoints (merged into the class below); contactChannels
// there is the base's e-mail verification with the channels' CRUD.
export interface ClientInterface extends Omit<ClientUserAreaEndpoints, 'contactChannels'> {
  readonly contactChannels: ClientUserAreaEndpoints['contactChannels'];
}

export class ClientInterface extends ClientBaseInterface {
  constructor(options: ClientInterfaceOptions) {
    super(options);
    Object.assign(this, clientUserAreaEndpoints(this.pipeline));
  }
}
