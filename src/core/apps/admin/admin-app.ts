// The admin app (SPEC.md §1, §6): everything the server app does, plus administering one project:
// its settings and config, trusted domains, internal API keys, permission definitions, e-mail server,
// themes and templates, sent mail, metrics, webhooks and AI chat. It authenticates with the super
// secret admin key, or with the project owner's session on the internal project (an admin access
// token, PROTOCOL.md §2.6), so a browser console never holds a secret key. Names follow @stackframe/js.
// Each area's logic lives in its own file in this folder; this class only wires them.
import { AdminInterface } from '../../interface/admin/admin-interface';
import { StackServerApp, type StackServerAppOptions } from '../server/server-app';

export interface StackAdminAppOptions extends Omit<StackServerAppOptions, 'secretServerKey'> {
  secretServerKey?: string;
  superSecretAdminKey?: string;
  /** The owner's access token on the internal project, read before each request (e.g. from their session). */
  projectOwnerSession?: () => Promise<string | null>;
}

export class StackAdminApp extends StackServerApp {
  protected readonly admin: AdminInterface;

  constructor(options: StackAdminAppOptions) {
    const { superSecretAdminKey, projectOwnerSession, ...rest } = options;
    super({
      ...rest,
      ...(superSecretAdminKey === undefined ? {} : { superSecretAdminKey }),
      ...(projectOwnerSession === undefined ? {} : { getAdminAccessToken: projectOwnerSession }),
    });
    this.admin = new AdminInterface({
      baseUrl: this.baseUrl,
      projectId: this.projectId,
      ...(superSecretAdminKey === undefined ? {} : { superSecretAdminKey }),
      ...(projectOwnerSession === undefined ? {} : { getAdminAccessToken: projectOwnerSession }),
      ...(options.publishableClientKey === undefined ? {} : { publishableClientKey: options.publishableClientKey }),
      ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
      ...(options.clock === undefined ? {} : { clock: options.clock }),
    });
  }

  // ---- Areas: each area adds its methods below, delegating to its own file in this folder ----
}
