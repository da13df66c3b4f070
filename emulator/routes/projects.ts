// GET /projects/current (PROTOCOL.md §5.18) and the emulator-only POST /emulator/projects (the local developer's).
import { projectEndpoints as e } from '../../src/protocol/endpoints/projects';
import type { ClientProjectWire } from '../../src/protocol/wire/projects';
import { extraRoute, type ExtraRouteDef } from '../extra-routes';
import { json, text } from '../http';
import { parseBody } from '../middleware/body';
import { clientConfigView, ProjectConfigError } from '../projects/config';
import { createProject } from '../projects/create';
import { isValidProjectKey } from '../projects/store';
import { INTERNAL_PROJECT_ID } from '../../src/protocol/constants';
import { dialectOf } from '../../src/protocol/headers';
import { stackHeader } from '../middleware/headers';
import { route, type RouteDef } from '../routing';

export const projectRoutes: RouteDef[] = [
  route(e.current, async (c, { auth }) => {
    const { project } = auth;
    const body: ClientProjectWire = { id: project.id, display_name: project.display_name, config: clientConfigView(project.config, dialectOf(c.req.raw.headers)) };
    return json(c, body);
  }),
];

/** The answer without the credential: what to send, and where the key is printed. */
const CREDENTIAL_REQUIRED =
  "POST /emulator/projects needs the internal project's super-secret admin key (printed when the emulator starts, RunningEmulator.internalProject) in the x-stack-super-secret-admin-key header.";

/**
 * Emulator-only: create an isolated project (tests make their own). Only the local developer may: it takes
 * the internal project's super-secret admin key, which the emulator prints at start (issue 29).
 */
export const emulatorProjectRoutes: ExtraRouteDef[] = [
  extraRoute(e.createOnEmulator, async (c) => {
    const { db, clock } = c.var.ctx;
    const key = stackHeader(c.req.raw, 'super-secret-admin-key');
    if (!key || !(await isValidProjectKey(db, INTERNAL_PROJECT_ID, 'super_secret_admin_key', key, clock.now()))) return text(CREDENTIAL_REQUIRED, 401);
    const body = ((await parseBody(c.req.raw)) ?? {}) as { display_name?: unknown; config?: unknown };
    if (typeof body !== 'object' || Array.isArray(body)) return text('Body must be a JSON object', 400);
    if (body.display_name !== undefined && typeof body.display_name !== 'string') return text('display_name must be a string', 400);
    if (body.config !== undefined && (typeof body.config !== 'object' || body.config === null || Array.isArray(body.config))) {
      return text('config must be an object', 400);
    }
    let keys;
    try {
      keys = await createProject(db, clock.now(), {
        displayName: body.display_name,
        config: body.config as Record<string, unknown> | undefined,
      });
    } catch (error) {
      if (error instanceof ProjectConfigError) return text(error.message, 400);
      throw error;
    }
    return json(c, {
      id: keys.id,
      publishable_client_key: keys.publishableClientKey,
      secret_server_key: keys.secretServerKey,
      super_secret_admin_key: keys.superSecretAdminKey,
    }, 201);
  }, { devOnly: true }),
];
