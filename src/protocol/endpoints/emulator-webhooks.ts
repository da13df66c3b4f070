// The emulator's own webhook registry, under /emulator/projects/{project_id}/ (hosted Stack Auth keeps
// endpoints in Svix and answers 404 there). The route checks the caller itself: the bearer token of
// POST /webhooks/svix-token, or the API's admin headers for the project in the path.
import { ADMIN_CALLERS, endpoint } from '../endpoint';
import { listEnvelope, successResponse } from '../wire/common';
import { webhookDeliveriesQuery, webhookDelivery, webhookEndpoint, webhookEndpointCreateBody } from '../wire/webhooks';

const ENDPOINTS = '/projects/:project_id/webhook-endpoints';

export const emulatorWebhookEndpoints = {
  /** The new endpoint (201) with its whsec_ signing secret (generated when not given). */
  createEndpoint: endpoint({ method: 'POST', path: ENDPOINTS, base: 'emulator', access: ADMIN_CALLERS, body: webhookEndpointCreateBody, answer: webhookEndpoint }),
  listEndpoints: endpoint({ method: 'GET', path: ENDPOINTS, base: 'emulator', access: ADMIN_CALLERS, answer: listEnvelope(webhookEndpoint) }),
  deleteEndpoint: endpoint({ method: 'DELETE', path: `${ENDPOINTS}/:endpoint_id`, base: 'emulator', access: ADMIN_CALLERS, answer: successResponse }),
  /** Every delivery with its attempts, oldest first; `endpoint_id` narrows to one endpoint. */
  listDeliveries: endpoint({
    method: 'GET',
    path: '/projects/:project_id/webhook-deliveries',
    base: 'emulator',
    access: ADMIN_CALLERS,
    query: webhookDeliveriesQuery,
    answer: listEnvelope(webhookDelivery),
  }),
};
