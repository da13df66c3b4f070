// Issue 29, item 1: a project admin's e-mail template must not reach the host. Over HTTP against a real
// emulator, templates try to run a command, read an environment variable and a file, and reach a local
// server; each attempt is judged from outside (no marker file, no secret in the answer, no request at the
// server). An endless loop and a memory bomb answer EMAIL_RENDERING_ERROR and the next render still works.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useEmulator } from '../support/emulator';
import { adminHeaders, call, expectKnownError, type CallResult } from '../integration/emulator/helpers';

const RENDER_LIMIT_MS = 2000;
const ENV_NAME = 'STACK_TEMPLATE_ISOLATION_SECRET';
const ENV_SECRET = `env-secret-${randomBytes(8).toString('hex')}`;
const FILE_SECRET = `file-secret-${randomBytes(8).toString('hex')}`;
// Set before the emulator (and its render workers) start, so the old workers copied it.
process.env[ENV_NAME] = ENV_SECRET;

const emu = useEmulator({ emailRenderTimeoutMs: RENDER_LIMIT_MS, project: { displayName: 'Isolation' } });

let dir: string;
let secretFile: string;
let server: Server;
let serverUrl: string;
let port: number;
/** Every HTTP request and TCP connection the local server saw. */
const seen: string[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'template-isolation-'));
  secretFile = join(dir, 'secret.txt');
  await writeFile(secretFile, FILE_SECRET);
  server = createServer((req, res) => {
    seen.push(`request ${req.url}`);
    res.end('server-answer');
  });
  server.on('connection', () => seen.push('connection'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  serverUrl = `http://127.0.0.1:${port}/probe`;
});
afterAll(async () => {
  delete process.env[ENV_NAME];
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  if (dir) await rm(dir, { recursive: true, force: true });
});

const render = (template_tsx_source: string) =>
  call(emu, '/emails/render-email', { headers: adminHeaders(emu.project), body: { template_tsx_source, theme_id: false } });

/** A template whose body is `code` (statements ending in `return <jsx/>`). */
const template = (code: string, imports = '') => `import { Text } from '@react-email/components';
${imports}
export function EmailTemplate() {
  ${code}
}
`;

/** Either the render failed with EMAIL_RENDERING_ERROR, or it succeeded; the caller checks what leaked. */
function expectRefusedOrHarmless(res: CallResult): void {
  if (res.status === 200) return;
  expectKnownError(res, 'EMAIL_RENDERING_ERROR', 400);
}

/** Ways a template could reach Node's `process` (each a JS expression). */
const PROCESS_ROUTES = [
  'process',
  'globalThis.process',
  "Function('return process')()",
  "(0, eval)('process')",
  "({}).constructor.constructor('return process')()",
];

describe('a template cannot reach the host', () => {
  it('cannot run a command (child_process through process.getBuiltinModule)', async () => {
    for (const [i, route] of PROCESS_ROUTES.entries()) {
      const marker = join(dir, `ran-${i}`);
      const res = await render(
        template(`const cp = (${route}).getBuiltinModule('child_process');
  cp.execFileSync('touch', [${JSON.stringify(marker)}]);
  return <Text>{'id: ' + String(cp.execFileSync('id'))}</Text>;`),
      );
      expectRefusedOrHarmless(res);
      expect(existsSync(marker), `${route} ran a command`).toBe(false);
      expect(res.text).not.toContain('uid=');
    }
  });

  it('cannot read an environment variable', async () => {
    const res = await render(
      template(`let value = 'none';
  for (const read of [() => process.env.${ENV_NAME}, () => globalThis.process.env.${ENV_NAME}, () => Function('return process')().env.${ENV_NAME}]) {
    try { value += ' ' + read(); } catch (error) { value += ' blocked'; }
  }
  return <Text>{value}</Text>;`),
    );
    expectRefusedOrHarmless(res);
    expect(res.text).not.toContain(ENV_SECRET);
  });

  it('cannot read a file', async () => {
    const res = await render(
      template(`let value = 'none';
  try { value = process.getBuiltinModule('fs').readFileSync(${JSON.stringify(secretFile)}, 'utf8'); } catch (error) { value = 'blocked'; }
  return <Text>{value}</Text>;`),
    );
    expectRefusedOrHarmless(res);
    expect(res.text).not.toContain(FILE_SECRET);
  });

  it('cannot reach a local server (fetch, or a TCP socket)', async () => {
    // `use` makes the render wait for the attempt, so a reachable server has been reached when it answers.
    const viaFetch = await render(
      template(`const g = globalThis as any;
  g.__probe ??= fetch(${JSON.stringify(serverUrl)}).then((r) => r.text());
  return <Text>{use(g.__probe)}</Text>;`, "import { use } from 'react';"),
    );
    expectRefusedOrHarmless(viaFetch);
    const viaSocket = await render(
      template(`const g = globalThis as any;
  g.__socket ??= new Promise((resolve) => process.getBuiltinModule('net').connect(${port}, '127.0.0.1', () => resolve('socket-connected')));
  return <Text>{use(g.__socket)}</Text>;`, "import { use } from 'react';"),
    );
    expectRefusedOrHarmless(viaSocket);
    expect(seen).toEqual([]);
    expect(viaFetch.text + viaSocket.text).not.toMatch(/server-answer|socket-connected/);
  });
});

describe('a template cannot take the renderer down', () => {
  const normal = template(`return <Text>still-rendering</Text>;`);

  it('an endless loop answers EMAIL_RENDERING_ERROR, and the next render works', async () => {
    expectKnownError(await render(template('for (;;) {}')), 'EMAIL_RENDERING_ERROR', 400);
    const after = await render(normal);
    expect(after.status, after.text).toBe(200);
    expect(after.json.html).toContain('still-rendering');
  });

  it('a memory bomb answers EMAIL_RENDERING_ERROR, and the next render works', async () => {
    const bomb = await render(template(`const hoard: unknown[] = [];
  for (;;) hoard.push(new Array(100000).fill(hoard.length));`));
    expectKnownError(bomb, 'EMAIL_RENDERING_ERROR', 400);
    const after = await render(normal);
    expect(after.status, after.text).toBe(200);
    expect(after.json.html).toContain('still-rendering');
  });
});
