// The test-time response check: a route's JSON success answer that breaks its wire schema becomes a
// 500 naming the route and the schema's messages, and is recorded; other answers pass untouched.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv, EmulatorContext } from '../../../emulator/context';
import { json, text } from '../../../emulator/http';
import { renderError } from '../../../emulator/middleware/errors';
import type { ResponseMismatch } from '../../../emulator/response-check';
import { API_ROUTES } from '../../../emulator/app';
import { install, openRoute } from '../../../emulator/routing';
import { endpoint } from '../../../src/protocol/endpoint';
import { systemClock } from '../../../src/protocol/clock';
import { KnownErrors } from '../../../src/protocol/errors';
import { s } from '../../../src/protocol/schema';
import { listEnvelope } from '../../../src/protocol/wire/common';

const item = s.object({ id: s.string(), count: s.number() });

function appWith(checkResponses: boolean) {
  const lines: string[] = [];
  const mismatches: ResponseMismatch[] = [];
  const ctx = { clock: systemClock, log: (line: string) => lines.push(line), checkResponses, responseMismatches: mismatches } as unknown as EmulatorContext;
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('ctx', ctx);
    await next();
  });
  let answer: unknown = { items: [{ id: 'a', count: 1 }], is_paginated: false };
  install(app, [
    openRoute(endpoint({ method: 'GET', path: '/things', access: 'open', answer: listEnvelope(item) }), async (c) => json(c, answer)),
    openRoute(endpoint({ method: 'POST', path: '/things', access: 'open', answer: item }), async (c) => json(c, { id: 'b', count: 2 }, 201)),
    openRoute(endpoint({ method: 'GET', path: '/text', access: 'open', answer: item }), async () => text('not json')),
    openRoute(endpoint({ method: 'GET', path: '/fails', access: 'open', answer: item }), async () => {
      throw new KnownErrors.UserNotFound();
    }),
    openRoute(endpoint({ method: 'GET', path: '/unchecked', access: 'open' }), async (c) => json(c, { anything: true })),
  ]);
  app.onError(renderError);
  return { app, lines, mismatches, setAnswer: (value: unknown) => (answer = value) };
}

describe('response schemas in test runs', () => {
  it('passes answers that match, non-JSON answers, errors and routes without a schema', async () => {
    const { app, mismatches } = appWith(true);
    expect((await app.request('/things')).status).toBe(200);
    expect((await app.request('/things', { method: 'POST' })).status).toBe(201);
    expect(await (await app.request('/text')).text()).toBe('not json');
    expect((await app.request('/fails')).status).toBe(404);
    expect(await (await app.request('/unchecked')).json()).toEqual({ anything: true });
    expect(mismatches).toEqual([]);
  });

  it('turns a mismatch into a 500 naming the route and every schema message, logs and records it', async () => {
    const { app, lines, mismatches, setAnswer } = appWith(true);
    setAnswer({ items: [{ id: 7, count: 1, extra: true }], is_paginated: false, next: null });
    const res = await app.request('/things?x=1');
    expect(res.status).toBe(500);
    const message = [
      'Response of GET /things (GET /things) does not match its wire schema:',
      '  - response contains unknown properties: next',
      '  - response.items[0] contains unknown properties: extra',
      '  - response.items[0].id must be a string',
    ].join('\n');
    expect(await res.text()).toBe(message);
    expect(lines).toEqual([message]);
    expect(mismatches).toEqual([
      {
        route: 'GET /things',
        request: 'GET /things',
        errors: ['response contains unknown properties: next', 'response.items[0] contains unknown properties: extra', 'response.items[0].id must be a string'],
      },
    ]);
  });

  it('checks nothing unless the emulator was started with checkResponses', async () => {
    const { app, mismatches, setAnswer } = appWith(false);
    setAnswer({ wrong: true });
    const res = await app.request('/things');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ wrong: true });
    expect(mismatches).toEqual([]);
  });
});

describe('every API route declares its success schema', () => {
  // Answers that are never JSON: the welcome text, the feature-support text, redirects and the unsubscribe link's HTML page.
  const NOT_JSON = new Set([
    'GET /',
    'POST /check-feature-support',
    'GET /emails/unsubscribe-link',
    'GET /auth/oauth/callback/:provider_id',
    'POST /auth/oauth/callback/:provider_id',
    'GET /projects-anonymous-users/:project_id/.well-known/*',
    'POST /projects-anonymous-users/:project_id/.well-known/*',
    'PUT /projects-anonymous-users/:project_id/.well-known/*',
    'PATCH /projects-anonymous-users/:project_id/.well-known/*',
    'DELETE /projects-anonymous-users/:project_id/.well-known/*',
  ]);

  it('has a response schema on every route that answers JSON', () => {
    const missing = API_ROUTES.filter((r) => r.response === undefined).map((r) => `${r.method} ${r.path}`);
    expect(missing.filter((route) => !NOT_JSON.has(route))).toEqual([]);
    expect(API_ROUTES.length).toBeGreaterThan(80);
  });
});
