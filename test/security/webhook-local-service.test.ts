// Issue 29: a project admin must not read local services through webhooks. In development mode the
// delivery log keeps only a short, text-only excerpt of an endpoint's answer; in production mode loopback
// and private targets are refused when the endpoint is created and again when a delivery connects (a
// name that resolves to loopback, an endpoint stored before production mode), and the service sees nothing.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectKeys } from '../../emulator/projects/create';
import { isPublicAddress, resolveTarget, type Resolver } from '../../emulator/net/public-address';
import { startEmulator, type RunningEmulator } from '../../emulator/server';
import { postWebhook } from '../../emulator/webhooks/post';
import type { WebhookDeliveryWire } from '../../src/protocol/wire/webhooks';
import { adminHeaders, call } from '../integration/emulator/helpers';
import { eventually } from '../support/webhook-receiver';

const SECRET = 'local-service-secret-7f3a9c';
// Control bytes and an escape sequence first, then more text than any excerpt, the secret, and binary bytes.
const BODY = Buffer.concat([
  Buffer.from('status: ok\u0000\u0007\u001b[31m red \r\n'),
  Buffer.from('x'.repeat(400)),
  Buffer.from(` ${SECRET} `),
  Buffer.from([0x00, 0xff, 0xfe, 0x1b, 0x9b, 0x7f]),
]);

const TEXT_BODY = `status: ok ${'y'.repeat(300)} ${SECRET}`;

let service: Server;
let servicePort: number;
let requests = 0;
beforeAll(async () => {
  service = createServer((req, res) => {
    requests++;
    req.resume();
    // /text answers plain text only (the secret past the excerpt); other paths add control and binary bytes.
    const body = req.url === '/text' ? TEXT_BODY : BODY;
    req.on('end', () => res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end(body));
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  servicePort = (service.address() as AddressInfo).port;
});
afterAll(async () => {
  service.closeAllConnections();
  await new Promise<void>((resolve) => service.close(() => resolve()));
});

const endpointsPath = (emu: RunningEmulator, project: ProjectKeys) => `${emu.url}/emulator/projects/${project.id}/webhook-endpoints`;

async function createEndpoint(emu: RunningEmulator, project: ProjectKeys, url: string) {
  const res = await fetch(endpointsPath(emu, project), {
    method: 'POST',
    headers: { ...adminHeaders(project), 'content-type': 'application/json' },
    body: JSON.stringify({ url }),
  });
  const text = await res.text();
  return { status: res.status, text, id: res.status === 201 ? (JSON.parse(text) as { id: string }).id : null };
}

async function deliveries(emu: RunningEmulator, project: ProjectKeys): Promise<WebhookDeliveryWire[]> {
  const res = await fetch(endpointsPath(emu, project).replace(/webhook-endpoints$/, 'webhook-deliveries'), { headers: adminHeaders(project) });
  return ((await res.json()) as { items: WebhookDeliveryWire[] }).items;
}

const sendTest = (emu: RunningEmulator, project: ProjectKeys, endpointId: string) =>
  call(emu, '/internal/send-test-webhook', { headers: adminHeaders(project), body: { endpoint_id: endpointId } });

describe('development mode: the delivery log keeps a short text excerpt', () => {
  let emu: RunningEmulator;
  beforeAll(async () => {
    emu = await startEmulator({ port: 0, inMemory: true, checkResponses: true });
  });
  afterAll(() => emu?.close());

  it('logs status and timing, at most 200 characters of text, no control characters and not the secret', async () => {
    const project = await emu.createProject();
    const endpoint = await createEndpoint(emu, project, `http://127.0.0.1:${servicePort}/hook`);
    expect(endpoint.status, endpoint.text).toBe(201);
    const before = requests;
    const answer = await sendTest(emu, project, endpoint.id!);
    expect(answer.json, answer.text).toEqual({ success: true });
    expect(requests).toBe(before + 1);
    const [delivery] = await eventually(() => deliveries(emu, project), (items) => items[0]?.attempts.length === 1, 'the test delivery');
    const attempt = delivery!.attempts[0]!;
    expect(delivery!.status).toBe('succeeded');
    expect(attempt).toMatchObject({ attempt: 1, status_code: 200, error: null });
    expect(typeof attempt.at_millis).toBe('number');
    const excerpt = attempt.response_body ?? '';
    expect(excerpt.startsWith('status: ok')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(200);
    expect(excerpt).not.toContain(SECRET);
    expect(excerpt).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
    expect(JSON.stringify(await deliveries(emu, project))).not.toContain(SECRET);
  });

  it('keeps no more than the excerpt of a long plain-text answer', async () => {
    const project = await emu.createProject();
    const endpoint = await createEndpoint(emu, project, `http://127.0.0.1:${servicePort}/text`);
    expect(endpoint.status, endpoint.text).toBe(201);
    const answer = await sendTest(emu, project, endpoint.id!);
    expect(answer.json, answer.text).toEqual({ success: true });
    const [delivery] = await eventually(() => deliveries(emu, project), (items) => items[0]?.attempts.length === 1, 'the test delivery');
    const excerpt = delivery!.attempts[0]!.response_body ?? '';
    expect(excerpt.length).toBeLessThanOrEqual(200);
    expect(TEXT_BODY.startsWith(excerpt)).toBe(true);
    expect(JSON.stringify(delivery)).not.toContain(SECRET);
  });
});

describe('production mode: loopback and private targets are refused', () => {
  let emu: RunningEmulator;
  let project: ProjectKeys;
  beforeAll(async () => {
    emu = await startEmulator({ port: 0, inMemory: true, checkResponses: true, production: true });
    project = await emu.createProject();
  });
  afterAll(() => emu?.close());

  it.each([
    'http://127.0.0.1:PORT/hook',
    'http://localhost:PORT/hook',
    'http://api.localhost:PORT/hook',
    'http://[::1]:PORT/hook',
    'http://[::ffff:127.0.0.1]:PORT/hook',
    'http://2130706433:PORT/hook',
    'http://10.0.0.8/hook',
    'http://169.254.169.254/latest/meta-data/',
    'https://[fd00::1]/hook',
  ])('refuses an endpoint at %s when it is created', async (template) => {
    const before = requests;
    const created = await createEndpoint(emu, project, template.replace('PORT', String(servicePort)));
    expect(created.status, created.text).toBe(400);
    expect(created.text).toMatch(/public address/);
    expect(requests).toBe(before);
  });
});

describe('production mode: the check is repeated when a delivery connects', () => {
  let dataDir: string;
  let project: ProjectKeys;
  let endpointId: string;
  beforeAll(async () => {
    // An endpoint stored in development mode (localhost allowed), then the same data served in production mode.
    dataDir = await mkdtemp(join(tmpdir(), 'webhook-local-service-'));
    const dev = await startEmulator({ port: 0, dataDir });
    try {
      project = await dev.createProject();
      const created = await createEndpoint(dev, project, `http://localhost:${servicePort}/hook`);
      expect(created.status, created.text).toBe(201);
      endpointId = created.id!;
    } finally {
      await dev.close();
    }
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('refuses an endpoint at localhost stored in development mode, and sends nothing', async () => {
    const emu = await startEmulator({ port: 0, dataDir, checkResponses: true, production: true });
    try {
      const before = requests;
      const answer = await sendTest(emu, project, endpointId);
      expect(answer.json?.success, answer.text).toBe(false);
      expect(answer.json.error_message).toMatch(/not a public address/);
      const [delivery] = await deliveries(emu, project);
      expect(delivery!.status).toBe('failed');
      expect(delivery!.attempts[0]).toMatchObject({ status_code: null, response_body: null });
      expect(requests).toBe(before);
    } finally {
      await emu.close();
    }
  });
});

describe('production mode: names are judged on what they resolve to, when connecting', () => {
  // A name only the injected resolver knows: reaching the service would prove the guard was bypassed.
  const rebound = (...addresses: string[]): Resolver => async () => addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  it.each(['127.0.0.1', '93.184.216.34 and 127.0.0.1', '::ffff:10.1.2.3', 'fe80::1'])(
    'refuses a name resolving to %s and the service sees nothing',
    async (answer) => {
      const before = requests;
      const sent = postWebhook(`http://hooks.rebind.test:${servicePort}/hook`, {}, '{}', { publicOnly: true }, 5_000, rebound(...answer.split(' and ')));
      await expect(sent).rejects.toThrow(/not a public address/);
      expect(requests).toBe(before);
    },
  );

  it('connects only to what it checked: a public answer is passed on unchanged', async () => {
    expect(await resolveTarget('hooks.example.test', { publicOnly: true }, rebound('93.184.216.34'))).toEqual([{ address: '93.184.216.34', family: 4 }]);
  });

  it('classifies the ranges of the brief', () => {
    const inward = ['127.0.0.1', '127.255.0.9', '0.0.0.0', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1'];
    const inward6 = ['::', '::1', 'fc00::1', 'fd12:3456::1', 'fe80::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:192.168.0.1', '64:ff9b::a00:1', '2002:c0a8:101::1'];
    const outward = ['93.184.216.34', '172.32.0.1', '100.128.0.1', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8'];
    expect([...inward, ...inward6].filter(isPublicAddress)).toEqual([]);
    expect(outward.filter((address) => !isPublicAddress(address))).toEqual([]);
  });
});
