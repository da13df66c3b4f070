// PROTOCOL.md §1: body parsing, SCHEMA_ERROR wording, status override, CORS, headers, 404/405, 500.
import { describe, expect, it } from 'vitest';
import { createEmulatorApp } from '../../../emulator/app';
import { systemClock } from '../../../src/protocol/clock';
import { useEmulator } from '../../support/emulator';
import { call, clientHeaders, expectKnownError } from './helpers';

const emu = useEmulator();

describe('body parsing (§1.1)', () => {
  it('rejects malformed JSON with BODY_PARSING_ERROR', async () => {
    const res = await call(emu, '/auth/password/sign-in', {
      headers: { ...clientHeaders(emu.project), 'content-type': 'application/json' },
      body: '{"email": ',
    });
    const body = expectKnownError(res, 'BODY_PARSING_ERROR', 400);
    expect(body).toEqual({ code: 'BODY_PARSING_ERROR', error: 'Invalid JSON in request body' });
    // Known errors are pretty-printed with 2 spaces, code first.
    expect(res.text).toBe('{\n  "code": "BODY_PARSING_ERROR",\n  "error": "Invalid JSON in request body"\n}');
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('rejects an unknown content type', async () => {
    const res = await call(emu, '/auth/password/sign-in', {
      headers: { ...clientHeaders(emu.project), 'content-type': 'application/xml; charset=utf-8' },
      body: '<a/>',
    });
    expect(expectKnownError(res, 'BODY_PARSING_ERROR', 400).error).toBe('Unknown content type in request body: application/xml');
  });

  it('rejects invalid UTF-8 in text/plain', async () => {
    const res = await fetch(`${emu.url}/api/v1/auth/password/sign-in`, {
      method: 'POST',
      headers: { ...clientHeaders(emu.project), 'content-type': 'text/plain' },
      body: new Uint8Array([0xff, 0xfe, 0xfd]),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 'BODY_PARSING_ERROR', error: 'Request body cannot be parsed as UTF-8' });
  });
});

describe('SCHEMA_ERROR (§1.4)', () => {
  it('lists every failure with the exact multi-line message', async () => {
    const res = await call(emu, '/auth/password/sign-up', {
      headers: clientHeaders(emu.project),
      body: { email: 'not-an-email', extra: 1, other: true },
    });
    const body = expectKnownError(res, 'SCHEMA_ERROR', 400);
    const message = [
      'Request validation failed on POST /api/v1/auth/password/sign-up:',
      '  - body contains unknown properties: extra, other',
      '  - body.email must be a valid email',
      '  - body.password must be defined',
    ].join('\n');
    expect(body.error).toBe(message);
    expect(body.details).toEqual({ message });
  });

  it('reports a missing body as body must be defined', async () => {
    const res = await call(emu, '/auth/password/sign-in', { method: 'POST', headers: clientHeaders(emu.project) });
    expect(expectKnownError(res, 'SCHEMA_ERROR', 400).details.message).toBe(
      'Request validation failed on POST /api/v1/auth/password/sign-in:\n  - body must be defined',
    );
  });

  it('rejects unknown query parameters on CRUD endpoints', async () => {
    const res = await call(emu, '/projects/current?foo=1', { headers: clientHeaders(emu.project) });
    expect(expectKnownError(res, 'SCHEMA_ERROR', 400).error).toBe(
      'Request validation failed on GET /api/v1/projects/current:\n  - query contains unknown properties: foo',
    );
  });

  it('rejects an empty sign-in email as must not be empty', async () => {
    const res = await call(emu, '/auth/password/sign-in', { headers: clientHeaders(emu.project), body: { email: '', password: 'x' } });
    expect(expectKnownError(res, 'SCHEMA_ERROR', 400).error).toBe(
      'Request validation failed on POST /api/v1/auth/password/sign-in:\n  - body.email must not be empty',
    );
  });
});

describe('x-stack-override-error-status (§1.3)', () => {
  it('turns a 4xx into 200 with x-stack-actual-status and keeps the known-error header', async () => {
    const res = await call(emu, '/users/me', { headers: { ...clientHeaders(emu.project), 'x-stack-override-error-status': 'true' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-stack-actual-status')).toBe('400');
    expect(res.headers.get('x-stack-known-error')).toBe('CANNOT_GET_OWN_USER_WITHOUT_USER');
    expect(res.json.code).toBe('CANNOT_GET_OWN_USER_WITHOUT_USER');
  });

  it('also works as x-hexclave-override-error-status', async () => {
    const res = await call(emu, '/users/me', { headers: { ...clientHeaders(emu.project), 'x-hexclave-override-error-status': 'true' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-stack-actual-status')).toBe('400');
  });

  it('leaves successes unchanged and without x-stack-actual-status', async () => {
    const res = await call(emu, '/projects/current', { headers: { ...clientHeaders(emu.project), 'x-stack-override-error-status': 'true' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-stack-actual-status')).toBeNull();
  });
});

describe('CORS and response headers (§1.2, §1.6)', () => {
  const expectCors = (headers: Headers) => {
    expect(headers.get('access-control-allow-origin')).toBe('*');
    expect(headers.get('access-control-allow-methods')).toBe('GET, POST, PUT, PATCH, DELETE, OPTIONS');
    expect(headers.get('access-control-max-age')).toBe('86400');
    expect(headers.get('access-control-expose-headers')).toContain('x-stack-actual-status');
    expect(headers.get('access-control-expose-headers')).toContain('x-stack-known-error');
    const allowed = headers.get('access-control-allow-headers')!.split(', ');
    for (const h of ['content-type', 'authorization', 'x-stack-project-id', 'x-stack-access-token', 'x-stack-refresh-token', 'x-stack-allow-anonymous-user', 'ngrok-skip-browser-warning']) {
      expect(allowed).toContain(h);
    }
    expect(allowed).not.toContain('x-stack-allow-restricted-user');
    expect(headers.get('vary')).toBe(headers.get('access-control-allow-headers'));
  };

  it('answers OPTIONS with an empty 200 and CORS headers, on existing and unknown paths', async () => {
    for (const path of ['/auth/password/sign-in', '/no/such/route']) {
      const res = await fetch(`${emu.url}/api/v1${path}`, { method: 'OPTIONS' });
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('');
      expectCors(res.headers);
    }
  });

  it('puts CORS headers on errors', async () => {
    const res = await call(emu, '/users/me', { headers: clientHeaders(emu.project) });
    expect(res.status).toBe(400);
    expectCors(res.headers);
  });

  it('sends a 16-char request id and no-store cache-control', async () => {
    const a = await call(emu, '/projects/current', { headers: clientHeaders(emu.project) });
    const b = await call(emu, '/projects/current', { headers: clientHeaders(emu.project) });
    expect(a.headers.get('x-stack-request-id')).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(a.headers.get('x-stack-request-id')).not.toBe(b.headers.get('x-stack-request-id'));
    expect(a.headers.get('cache-control')).toBe('no-store, max-age=0');
  });

  it('indents JSON when Accept mentions text/html', async () => {
    const res = await call(emu, '/projects/current', { headers: { ...clientHeaders(emu.project), accept: 'text/html' } });
    expect(res.text.startsWith('{\n  "id"')).toBe(true);
  });
});

describe('unknown paths, methods and the root (§1.7)', () => {
  it('answers an unknown path with a 404 text', async () => {
    const res = await call(emu, '/no/such/route');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.text.startsWith("404 — this page does not exist in Stack Auth's API.")).toBe(true);
    expect(res.text.endsWith(`URL: ${emu.url}/api/v1/no/such/route`)).toBe(true);
  });

  it('answers a known path with an unsupported method with 405', async () => {
    const res = await call(emu, '/projects/current', { method: 'PUT', headers: clientHeaders(emu.project) });
    expect(res.status).toBe(405);
  });

  it('greets on GET /api/v1 and shows the authentication', async () => {
    const none = await call(emu, '');
    expect(none.text).toBe(
      'Welcome to the Stack API endpoint! Please refer to the documentation at https://docs.stack-auth.com.\n\nAuthentication: None',
    );
    const client = await call(emu, '', { headers: clientHeaders(emu.project) });
    expect(client.text.split('\n').slice(2)).toEqual(['Authentication: Client', `  Project: ${emu.project.id}`, '  User: None']);
  });

  it('serves /api/latest like /api/v1', async () => {
    const res = await fetch(`${emu.url}/api/latest/projects/current`, { headers: clientHeaders(emu.project) });
    expect(res.status).toBe(200);
    expect((await res.json()).id).toBe(emu.project.id);
  });
});

describe('unexpected errors (§1.3)', () => {
  it('answers an exception in a handler with the dev-format 500 text instead of crashing', async () => {
    const failing = {
      kind: 'pglite' as const,
      query: async () => {
        throw new Error('database exploded');
      },
      transaction: async () => {
        throw new Error('database exploded');
      },
      exec: async () => undefined,
      close: async () => undefined,
    };
    const lines: string[] = [];
    const app = createEmulatorApp({ db: failing, clock: systemClock, accessTokenLifetimeMs: 600000, log: (l) => lines.push(l) });
    const res = await app.fetch(
      new Request('http://emulator.test/api/v1/projects/current', { headers: { 'x-stack-project-id': emu.project.id, 'x-stack-access-type': 'client' } }),
    );
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await res.text();
    expect(text.startsWith('Internal Server Error. The error message follows, but will be stripped in production.')).toBe(true);
    expect(text).toContain('database exploded');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(lines.join('\n')).toContain('database exploded');
  });
});
