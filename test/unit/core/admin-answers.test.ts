// Project admin and the emulator's extras through their descriptors (issue 30): each call keeps its wire
// (method, URL, body), and a malformed answer is an UnexpectedAnswerError naming the endpoint and the field.
import { describe, expect, it } from 'vitest';
import { UnexpectedAnswerError } from '../../../src/core/http';
import { AdminInterface } from '../../../src/core/interface/admin/admin-interface';
import { ClientProjectEndpoints } from '../../../src/core/interface/client/projects';
import { RequestPipeline } from '../../../src/core/http';
import { jsonResponse, scriptedFetch } from '../http/helpers';

const BASE = 'http://api.test';

function admin(answer: unknown) {
  const fetch = scriptedFetch([jsonResponse(answer)]);
  return { fetch, admin: new AdminInterface({ baseUrl: BASE, projectId: 'p 1', superSecretAdminKey: 'sak_1', fetch }) };
}

/** One endpoint of each area: the call, the URL and method it sends, an answer missing a field, the message. */
const cases: { name: string; call: (a: AdminInterface) => Promise<unknown>; method: string; url: string; answer: unknown; problem: string }[] = [
  { name: 'project', call: (a) => a.projects.deleteProject(), method: 'DELETE', url: '/api/v1/internal/projects/current', answer: {}, problem: 'answer.success must be defined' },
  { name: 'key sets', call: (a) => a.internalApiKeys.getInternalApiKey('k/1'), method: 'GET', url: '/api/v1/internal/api-keys/k%2F1', answer: { id: 1 }, problem: 'answer.id must be a string' },
  { name: 'config', call: (a) => a.config.getConfigOverride('branch'), method: 'GET', url: '/api/v1/internal/config/override/branch', answer: {}, problem: 'answer.config_string must be defined' },
  { name: 'e-mail', call: (a) => a.emails.listEmailThemes(), method: 'GET', url: '/api/v1/internal/email-themes', answer: { themes: 'none' }, problem: 'answer.themes must be an array' },
  { name: 'metrics', call: (a) => a.metrics.getUserActivity('u1'), method: 'GET', url: '/api/v1/internal/user-activity?user_id=u1', answer: {}, problem: 'answer.data_points must be defined' },
  { name: 'webhooks', call: (a) => a.webhooks.getSvixToken(), method: 'POST', url: '/api/v1/webhooks/svix-token', answer: { url: 'x' }, problem: 'answer.token must be defined' },
  { name: 'AI chat', call: (a) => a.aiChat.listChatMessages('t 1'), method: 'GET', url: '/api/v1/internal/ai-chat/t%201', answer: { messages: {} }, problem: 'answer.messages must be an array' },
  { name: 'server e-mail', call: (a) => a.server.emails.getDeliveryInfo(), method: 'GET', url: '/api/v1/emails/delivery-info', answer: { stats: {} }, problem: 'answer.capacity must be defined' },
  {
    name: 'emulator webhook registry',
    call: (a) => a.emulatorWebhooks.listDeliveries('e1'),
    method: 'GET',
    url: '/emulator/projects/p%201/webhook-deliveries?endpoint_id=e1',
    answer: { is_paginated: false },
    problem: 'answer.items must be defined',
  },
];

describe('admin areas through their descriptors', () => {
  for (const c of cases) {
    it(`${c.name}: same wire, a malformed answer names the endpoint and the field`, async () => {
      const { fetch, admin: a } = admin(c.answer);
      const error = await c.call(a).catch((e: unknown) => e);
      expect(fetch.calls.map((call) => [call.init.method, call.url])).toEqual([[c.method, BASE + c.url]]);
      expect(error).toBeInstanceOf(UnexpectedAnswerError);
      expect((error as UnexpectedAnswerError).problems).toContain(c.problem);
      expect((error as UnexpectedAnswerError).endpoint).toMatch(/^[A-Z]+ \//);
    });
  }

  it('the emulator registry is named under /emulator, and the client project read checks its config', async () => {
    const { admin: a } = admin({});
    const error = (await a.emulatorWebhooks.listEndpoints().catch((e: unknown) => e)) as UnexpectedAnswerError;
    expect(error.endpoint).toBe('GET /emulator/projects/:project_id/webhook-endpoints');

    const fetch = scriptedFetch([jsonResponse({ id: 'p', display_name: 'P', config: { sign_up_enabled: 'yes' } })]);
    const pipeline = new RequestPipeline({ baseUrl: BASE, projectId: 'p', accessType: 'client', fetch });
    const client = new ClientProjectEndpoints(pipeline, pipeline);
    const read = (await client.getCurrent().catch((e: unknown) => e)) as UnexpectedAnswerError;
    expect(read.endpoint).toBe('GET /projects/current');
    expect(read.problems).toContain('answer.config.sign_up_enabled must be a boolean');
  });

  it('bodies and empty bodies stay as they were', async () => {
    const fetch = scriptedFetch([jsonResponse({ token: 't' }), jsonResponse({ success: true })]);
    const a = new AdminInterface({ baseUrl: BASE, projectId: 'p', superSecretAdminKey: 'sak_1', fetch });
    await a.webhooks.getSvixToken();
    await a.config.resetConfigOverrideKeys('environment', ['a.b']);
    expect(fetch.calls.map((call) => [call.init.method, call.url, call.init.body])).toEqual([
      ['POST', `${BASE}/api/v1/webhooks/svix-token`, '{}'],
      ['POST', `${BASE}/api/v1/internal/config/override/environment/reset-keys`, '{"keys":["a.b"]}'],
    ]);
  });
});
