// StackAdminApp's client for the emulator's webhook registry over real HTTP: add, list, delete an
// endpoint and read the delivery log (one request per method, under /emulator/); a server without
// the registry (hosted Stack Auth) answers 404, which isWebhookRegistryMissing recognises.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { StackAdminApp } from '../../../src/core/apps/admin/admin-app';
import { isWebhookRegistryMissing } from '../../../src/core/apps/admin/emulator-webhooks';
import { useEmulator } from '../../support/emulator';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver';

const emu = useEmulator();
let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());

it('adds, lists and deletes endpoints and reads the delivery log', async () => {
  const project = await emu.createProject();
  const paths: string[] = [];
  const fetchAndRecord: typeof fetch = (input, init) => {
    paths.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname}${new URL(String(input)).search}`);
    return fetch(input, init);
  };
  const app = new StackAdminApp({ projectId: project.id, baseUrl: emu.url, superSecretAdminKey: project.superSecretAdminKey, fetch: fetchAndRecord });

  const created = await app.createWebhookEndpoint({ url: receiver.url, description: 'Billing service' });
  expect(created).toMatchObject({ url: receiver.url, description: 'Billing service' });
  expect(created.secret).toMatch(/^whsec_/);
  expect(created.createdAt).toBeInstanceOf(Date);
  expect(await app.listWebhookEndpoints()).toEqual([created]);

  expect(await app.sendTestWebhook({ endpointId: created.id })).toEqual({ status: 'ok', data: undefined });
  const [delivery] = await app.listWebhookDeliveries({ endpointId: created.id });
  expect(delivery).toMatchObject({ eventType: 'stack.test', endpointId: created.id, url: receiver.url, status: 'succeeded', nextAttemptAt: null });
  expect(delivery?.attempts).toEqual([expect.objectContaining({ attempt: 1, statusCode: 200, error: null })]);
  expect(delivery?.payload).toMatchObject({ type: 'stack.test' });

  await app.deleteWebhookEndpoint(created.id);
  expect(await app.listWebhookEndpoints()).toEqual([]);
  const base = `/emulator/projects/${project.id}`;
  expect(paths).toEqual([
    `POST ${base}/webhook-endpoints`,
    `GET ${base}/webhook-endpoints`,
    'POST /api/v1/internal/send-test-webhook',
    `GET ${base}/webhook-deliveries?endpoint_id=${created.id}`,
    `DELETE ${base}/webhook-endpoints/${created.id}`,
    `GET ${base}/webhook-endpoints`,
  ]);
});

it('recognises a server without the registry by its 404', async () => {
  const project = await emu.createProject();
  const hosted: typeof fetch = async (input, init) =>
    new URL(String(input)).pathname.startsWith('/emulator/') ? new Response('Not Found', { status: 404 }) : fetch(input, init);
  const app = new StackAdminApp({ projectId: project.id, baseUrl: emu.url, superSecretAdminKey: project.superSecretAdminKey, fetch: hosted });
  const failure = await app.listWebhookEndpoints().then(
    () => null,
    (error: unknown) => error,
  );
  expect(isWebhookRegistryMissing(failure)).toBe(true);
  expect(isWebhookRegistryMissing(new Error('offline'))).toBe(false);
});
