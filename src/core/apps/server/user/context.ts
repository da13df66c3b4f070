// What the per-area methods of a server user (src/core/apps/server/user/) need from their app. Unlike the
// current user's areas, nothing is cached: a backend reads the truth on every call.
import type { Clock } from '../../../../protocol/clock';
import type { ServerInterface } from '../../../interface/server-interface';
import type { HandlerUrls } from '../../shapes/urls';

export interface ServerAppContext {
  readonly api: ServerInterface;
  readonly clock: Clock;
  readonly urls: HandlerUrls;
  /** `url` made absolute against the current page; null outside a browser when `url` is relative. */
  absoluteUrl(url: string): string | null;
  /** The extensions the server announces (app.getServerExtensions); absent in fakes, read as none. */
  serverExtensions?(): Promise<ReadonlySet<string>>;
}

export interface ServerUserContext extends ServerAppContext {
  /** The id of the user these methods act on. */
  readonly userId: string;
}
