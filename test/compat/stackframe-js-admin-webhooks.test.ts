// The official 2.8.108 StackAdminApp (unmodified) with the emulator's webhooks: the Svix token of
// its admin interface opens the emulator's endpoint registry, sendTestWebhook returns the official
// Result for an endpoint that answers 200 and for one that answers 500, and a sign-up through the
// official client reaches the endpoint signed so that the `svix` package verifies it.
import { svixTokenAdminReadSchema } from '@stackframe/stack-shared/dist/interface/crud/svix-token';
import { Webhook } from 'svix';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useEmulator } from '../support/emulator';
import { officialAdminApp, officialAdminInterface } from '../support/official-admin';
import { officialSignedUp } from '../support/official-client';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';
import { useFetchRecorder } from './fetch-recorder';

const emu = useEmulator({ project: { displayName: 'compat admin webhooks' } });
const recorder = useFetchRecorder(emu);
const why = recorder.why;
let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver.close();
});

describe('official admin app: webhooks', () => {
  it('getSvixToken opens the registry; sendTestWebhook gives ok / error results; events arrive Svix-signed', async () => {
    const app = officialAdminApp(emu);
    const token = await officialAdminInterface(app).getSvixToken();
    const post = recorder.find('POST', '/api/v1/webhooks/svix-token').at(-1);
    expect(post?.status, why()).toBe(201);
    expect(post?.requestBody).toBe('{}');
    await expect(svixTokenAdminReadSchema.validate(token, { strict: true })).resolves.toBeTruthy();
    expect(token.url).toBe(`${emu.url}/emulator/projects/${emu.project.id}/webhook-endpoints`);

    const created = await fetch(token.url!, {
      method: 'POST',
      headers: { authorization: `Bearer ${token.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ url: receiver.url }),
    });
    expect(created.status).toBe(201);
    const endpoint = (await created.json()) as { id: string; secret: string };

    expect(await app.sendTestWebhook({ endpointId: endpoint.id })).toEqual({ status: 'ok', data: undefined });
    expect(JSON.parse(recorder.find('POST', '/api/v1/internal/send-test-webhook').at(-1)!.requestBody!)).toEqual({ endpoint_id: endpoint.id });
    expect(new Webhook(endpoint.secret).verify((await receiver.next()).body, receiver.received.at(-1)!.headers)).toMatchObject({ type: 'stack.test' });
    receiver.answer(500);
    expect(await app.sendTestWebhook({ endpointId: endpoint.id })).toEqual({ status: 'error', error: { errorMessage: 'The endpoint answered HTTP 500' } });
    await receiver.next();

    const { user } = await officialSignedUp(emu, 'compat-webhooks', 'correct-horse-battery-1');
    const hook = await receiver.next();
    expect(new Webhook(endpoint.secret).verify(hook.body, hook.headers)).toMatchObject({ type: 'user.created', data: { id: user.id } });
  });
});
