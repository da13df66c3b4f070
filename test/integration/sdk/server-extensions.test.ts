// getServerExtensions: the emulator announces its API extensions at GET /emulator/features; a server without that
// route (the hosted API: 404) announces none.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMULATOR_FEATURES } from '../../../emulator/features';
import { StackClientApp } from '../../../src/core';
import { useEmulator } from '../../support/emulator';
import { makeApp, recordingFetch } from './helpers';

const emu = useEmulator();

let hosted: Server;
let hostedUrl: string;
beforeAll(async () => {
  // A server that knows no /emulator route, as the hosted API.
  hosted = createServer((_request, response) => {
    response.writeHead(404, { 'content-type': 'text/plain', 'access-control-allow-origin': '*' });
    response.end('Not found');
  });
  await new Promise<void>((resolve) => hosted.listen(0, '127.0.0.1', resolve));
  hostedUrl = `http://127.0.0.1:${(hosted.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => hosted.close(() => resolve())));

describe('server extensions', () => {
  it('the emulator answers its list of extension names to anyone', async () => {
    const response = await fetch(`${emu.url}/emulator/features`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ features: [...EMULATOR_FEATURES] });
  });

  it('the SDK reads the list once and keeps it', async () => {
    const recorder = recordingFetch();
    const app = makeApp(emu, { fetch: recorder.fetch });
    expect([...(await app.getServerExtensions())]).toEqual([...EMULATOR_FEATURES]);
    await app.getServerExtensions();
    expect(recorder.requests.filter((request) => request.path === '/emulator/features')).toHaveLength(1);
  });

  it('a server without the route announces none', async () => {
    const app = new StackClientApp({ projectId: emu.project.id, publishableClientKey: emu.project.publishableClientKey, baseUrl: hostedUrl, tokenStore: 'memory', redirectMethod: 'none' });
    expect((await app.getServerExtensions()).size).toBe(0);
  });
});
