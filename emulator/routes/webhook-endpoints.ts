// Emulator-only: where a project's webhooks go, and what happened to them. Stack Auth keeps endpoints
// in Svix; the emulator keeps them here, under /emulator/projects/{project_id}/:
//   POST   webhook-endpoints             {url, description?, secret?} -> 201 endpoint (with its whsec_ secret)
//   GET    webhook-endpoints             -> {items: endpoints}
//   DELETE webhook-endpoints/{id}        -> {success: true}
//   GET    webhook-deliveries[?endpoint_id=] -> {items: deliveries with every attempt}, oldest first
// Callers prove they administer the project: `Authorization: Bearer <token of POST /webhooks/svix-token>`,
// or the admin headers of the API (x-stack-super-secret-admin-key, or x-stack-admin-access-token).
import { emulatorWebhookEndpoints as e } from '../../src/protocol/endpoints/emulator-webhooks';
import { formatSchemaErrors } from '../../src/protocol/schema';
import { webhookEndpointCreateBody } from '../../src/protocol/wire/webhooks';
import type { AppContext } from '../context';
import { extraRoute, type ExtraRouteDef } from '../extra-routes';
import { json, StatusError, success } from '../http';
import { authenticate } from '../middleware/auth';
import { parseBody } from '../middleware/body';
import { literalTargetRefusal } from '../net/public-address';
import { isValidPortalToken } from '../webhooks/portal-tokens';
import { createEndpoint, deleteEndpoint, isValidWebhookSecret, listDeliveries, listEndpoints, newWebhookSecret } from '../webhooks/store';

/** Throws unless the caller administers the project (known errors as on the API, or a text 401). */
async function authorize(c: AppContext): Promise<string> {
  const projectId = c.req.param('project_id') ?? '';
  const { db, clock } = c.var.ctx;
  const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
  if (bearer !== undefined) {
    if (await isValidPortalToken(db, projectId, bearer, clock.now())) return projectId;
    throw new StatusError(401, 'The webhook token is invalid, expired, or for another project. Get a new one from POST /api/v1/webhooks/svix-token.');
  }
  // The API's own checks, for this path's project with admin access (whatever the caller's headers said).
  const headers = new Headers(c.req.raw.headers);
  for (const name of ['x-stack-project-id', 'x-hexclave-project-id', 'x-stack-access-type', 'x-hexclave-access-type']) headers.delete(name);
  headers.set('x-stack-project-id', projectId);
  headers.set('x-stack-access-type', 'admin');
  await authenticate(c.var.ctx, new Request(c.req.url, { headers }));
  return projectId;
}

export const webhookEndpointRoutes: ExtraRouteDef[] = [
  extraRoute(e.createEndpoint, async (c) => {
    const projectId = await authorize(c);
    const errors: string[] = [];
    const body = webhookEndpointCreateBody.check(await parseBody(c.req.raw), 'body', errors);
    if (errors.length === 0 && !/^https?:$/.test(new URL(body.url).protocol)) errors.push('body.url must be an http or https URL');
    // Production mode: no endpoint on this host or its private network (names are checked again at connect time).
    const refusal = errors.length === 0 ? literalTargetRefusal(new URL(body.url).hostname, { publicOnly: c.var.ctx.production === true }) : null;
    if (refusal) errors.push(`body.url must point at a public address: ${refusal.message}`);
    if (errors.length === 0 && body.secret !== undefined && !isValidWebhookSecret(body.secret)) {
      errors.push('body.secret must be whsec_ followed by the base64 of at least 16 bytes');
    }
    if (errors.length > 0) throw new StatusError(400, formatSchemaErrors(c.req.method, new URL(c.req.url).pathname, errors));
    const created = await createEndpoint(
      c.var.ctx.db,
      projectId,
      { url: body.url, description: body.description ?? '', secret: body.secret ?? newWebhookSecret() },
      c.var.ctx.clock.now(),
    );
    return json(c, created, 201);
  }),

  extraRoute(e.listEndpoints, async (c) => {
    const projectId = await authorize(c);
    return json(c, { items: await listEndpoints(c.var.ctx.db, projectId), is_paginated: false });
  }),

  extraRoute(e.deleteEndpoint, async (c) => {
    const projectId = await authorize(c);
    if (!(await deleteEndpoint(c.var.ctx.db, projectId, c.req.param('endpoint_id')))) throw new StatusError(404, 'Webhook endpoint not found');
    return success(c);
  }),

  extraRoute(e.listDeliveries, async (c) => {
    const projectId = await authorize(c);
    const endpointId = c.req.query('endpoint_id');
    if (endpointId !== undefined && !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(endpointId)) {
      throw new StatusError(400, 'endpoint_id must be a valid UUID');
    }
    return json(c, { items: await listDeliveries(c.var.ctx.db, projectId, endpointId), is_paginated: false });
  }),
];
