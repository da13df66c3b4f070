// The client-access endpoints of the Stack Auth API (PROTOCOL.md §5), one thin typed method per
// endpoint, grouped by area: each area is a small class in ./client/, a field here (`api.users.getCurrent`).
// Policy (redirects, listeners, stores) lives in the apps, not here. The client app itself uses the
// smaller ./client-base-interface (the sign-in script's share); this one adds the current-user areas'.

import { ClientBaseInterface, type ClientInterfaceOptions } from './client-base-interface';
import { clientUserAreaEndpoints, type ClientUserAreaEndpoints } from './client/user-area-endpoints';

export type { CliAuthCompleteResult } from './client/cli';
export type { ClientInterfaceOptions } from './client-base-interface';

// The areas' fields, typed once in ClientUserAreaEndpoints (merged into the class below); contactChannels
// and teamInvitations there extend the base's (e-mail verification, invitation codes).
type Widened = 'contactChannels' | 'teamInvitations';
export interface ClientInterface extends Omit<ClientUserAreaEndpoints, Widened> {
  readonly contactChannels: ClientUserAreaEndpoints['contactChannels'];
  readonly teamInvitations: ClientUserAreaEndpoints['teamInvitations'];
}

export class ClientInterface extends ClientBaseInterface {
  constructor(options: ClientInterfaceOptions) {
    super(options);
    Object.assign(this, clientUserAreaEndpoints(this.pipeline));
  }
}
