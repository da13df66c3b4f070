// Malformed requests across every API route (issue 15): property-based generation with fast-check
// under a fixed seed, sent as raw bytes over TCP to an emulator on 127.0.0.1. Expected: no 5xx, no
// dropped connection (every request ends in a whole HTTP response), and every 4xx is either the
// known-error JSON with its x-stack-known-error header or a text body the protocol documents.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '../../emulator/app';
import type { RouteDef } from '../../emulator/routing';
import { useEmulator } from '../support/emulator';
import { exchange, requestBytes, type RawExchange } from './raw-http';
import { shapeProblem } from './answer-shapes';

const SEED = 20261125;
const PER_ROUTE = 8;
const CONCURRENCY = 6;

const unhandled: string[] = [];
const emu = useEmulator({ log: (line) => (line.startsWith('Unhandled error') ? unhandled.push(line.slice(0, 300)) : undefined) });

// ---------- generators ----------

const junkText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom('', ' ', 'null', 'undefined', 'true', '0', '-1', 'NaN', '{}', '[]', '__proto__', 'constructor', 'toString'),
  fc.integer({ min: 1000, max: 20_000 }).map((n) => 'a'.repeat(n)),
);

/** Junk for paths and queries, mostly short (long ones go past the 16 KB header limit: a 431). */
const shortJunk = fc.oneof({ weight: 9, arbitrary: fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 20 })) }, { weight: 1, arbitrary: junkText });

/** A path segment: plausible ids, junk (percent-encoded), broken encodings, traversal. */
const pathSegment = fc.oneof(
  fc.constantFrom('me', '00000000-0000-4000-8000-000000000000', 'internal', 'current', 'github', 'branch', 'user', 'team'),
  fc.uuid(),
  shortJunk.map((t) => encodeURIComponent(t)),
  fc.constantFrom('%ZZ', '%00', '%', '..', '.', '%2F', '%2e%2e', 'a%20b', '%C0%AF', '%FF%FE'),
);

function target(route: RouteDef) {
  const names = route.path.split('/').filter((part) => part.startsWith(':') || part === '*');
  return fc.record({
    prefix: fc.constantFrom('/api/v1', '/api/latest'),
    params: fc.array(pathSegment, { minLength: names.length, maxLength: names.length }),
    query: fc.oneof(
      fc.constant(''),
      fc.dictionary(shortJunk, shortJunk, { maxKeys: 3 }).map((q) => `?${new URLSearchParams(q as Record<string, string>).toString()}`),
      fc.constantFrom('?user_id=me', '?team_id=%ZZ', '?__proto__[x]=1', '?constructor=1', '?a=1&a=2', '?&&=&', '?limit=-1&cursor=x'),
    ),
  }).map(({ prefix, params, query }) => {
    let i = 0;
    const path = route.path.replace(/:[A-Za-z_]+|\*/g, () => params[i++] ?? '');
    return `${prefix}${path === '/' ? '' : path}${query}`;
  });
}

const method = (route: RouteDef) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constant(route.method) },
    { weight: 2, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS') },
    { weight: 1, arbitrary: fc.constantFrom('HEAD', 'PROPFIND', 'TRACE', 'FOO', 'MKCOL', 'LINK') },
  );

/** A header value Node accepts on the wire (visible ASCII and spaces), sometimes latin-1 bytes. */
const headerValue = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 60 }).map((s) => s.trim()),
  fc.string({ unit: fc.integer({ min: 0x80, max: 0xff }).map((c) => String.fromCharCode(c)), minLength: 1, maxLength: 10 }),
  fc.constantFrom('client', 'server', 'admin', 'true', 'false', '', 'Bearer x', 'a.b.c', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.'),
);

/** A signed-in user's tokens (set before generation), so routes that need a user get past auth. */
const session = { accessToken: '', refreshToken: '' };

/** Well-formed credentials for one access type, so the body, query and path junk reaches validation. */
function validAuth() {
  const keys = emu.project;
  return fc
    .record({
      type: fc.constantFrom('client', 'server', 'admin'),
      hexclave: fc.boolean(),
      user: fc.boolean(),
      override: fc.boolean(),
      contentType: fc.oneof({ weight: 4, arbitrary: fc.constant('application/json') }, { weight: 1, arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/octet-stream') }),
    })
    .map((a) => {
      const prefix = a.hexclave ? 'x-hexclave-' : 'x-stack-';
      const key = { client: ['publishable-client-key', keys.publishableClientKey], server: ['secret-server-key', keys.secretServerKey], admin: ['super-secret-admin-key', keys.superSecretAdminKey] }[a.type];
      const out: [string, string][] = [
        [`${prefix}project-id`, keys.id],
        [`${prefix}access-type`, a.type],
        [`${prefix}${key![0]}`, key![1]!],
        ['content-type', a.contentType],
      ];
      if (a.user) out.push([`${prefix}access-token`, session.accessToken], [`${prefix}refresh-token`, session.refreshToken]);
      if (a.override) out.push(['x-stack-override-error-status', 'true']);
      return out;
    });
}

/** Absent, valid-looking or garbage values in every auth slot. */
function junkAuth() {
  const keys = emu.project;
  const slot = <T>(valid: T) => fc.oneof(fc.constant(undefined), fc.constant(valid), headerValue);
  return fc
    .record({
      projectId: slot(keys.id),
      accessType: fc.oneof(fc.constant(undefined), fc.constantFrom('client', 'server', 'admin'), headerValue),
      publishable: slot(keys.publishableClientKey),
      secret: slot(keys.secretServerKey),
      admin: slot(keys.superSecretAdminKey),
      accessToken: fc.option(headerValue, { nil: undefined }),
      refreshToken: fc.option(headerValue, { nil: undefined }),
      override: fc.option(fc.constant('true'), { nil: undefined }),
      hexclave: fc.boolean(),
      contentType: fc.oneof(
        fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', 'application/octet-stream'),
        fc.constantFrom('multipart/form-data; boundary=x', 'application/xml', 'JSON', 'application/json; charset=utf-16', ''),
        fc.constant(undefined),
        headerValue,
      ),
      extra: fc.array(fc.tuple(fc.stringMatching(/^[a-z][a-z0-9-]{0,20}$/), headerValue), { maxLength: 3 }),
    })
    .map((h) => {
      const prefix = h.hexclave ? 'x-hexclave-' : 'x-stack-';
      const out: [string, string][] = [];
      const add = (name: string, value: string | undefined) => value !== undefined && out.push([name, value]);
      add(`${prefix}project-id`, h.projectId);
      add(`${prefix}access-type`, h.accessType);
      add(`${prefix}publishable-client-key`, h.publishable);
      add(`${prefix}secret-server-key`, h.secret);
      add(`${prefix}super-secret-admin-key`, h.admin);
      add(`${prefix}access-token`, h.accessToken);
      add(`${prefix}refresh-token`, h.refreshToken);
      add('x-stack-override-error-status', h.override);
      add('content-type', h.contentType);
      // Never our own framing headers: those malformations are the raw cases below.
      for (const [name, value] of h.extra) if (!/^(host|connection|content-length|transfer-encoding|expect|upgrade)$/.test(name)) add(name, value);
      return out;
    });
}

const headers = () => fc.oneof({ weight: 3, arbitrary: validAuth() }, { weight: 2, arbitrary: junkAuth() });

const POLLUTING = [
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"toString":"x","hasOwnProperty":1,"valueOf":null}',
  '{"display_name":"x","__proto__":{"isAdmin":true}}',
  '{"email":"a@b.co","password":"password123","__proto__":null}',
];

/** Bodies of wrong JSON types, non-JSON, huge, deeply nested, prototype-polluting. */
const body = fc.oneof(
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  fc.dictionary(fc.constantFrom('email', 'password', 'display_name', 'user_id', 'team_id', 'code', 'type', 'id', 'config', 'description'), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }).map((v) => JSON.stringify(v)),
  fc.constantFrom(...POLLUTING),
  fc.integer({ min: 100_000, max: 400_000 }).map((n) => JSON.stringify({ display_name: 'x'.repeat(n) })),
  fc.integer({ min: 100, max: 20_000 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`),
  fc.integer({ min: 100, max: 5_000 }).map((n) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`),
  fc.constantFrom('{', '{"a":', 'nul', '{"a":1}}', "{'a':1}", '\u0000', 'a=1&b=2', '\ufeff{}', '[1,2,'),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
);

function requestFor(route: RouteDef) {
  return fc.record({ method: method(route), target: target(route), headers: headers(), body }).map((r) => ({
    ...r,
    bytes: requestBytes(r.method, r.target, r.headers, r.body === null ? null : Buffer.from(r.body, r.body.startsWith('\ufeff') ? 'utf8' : 'latin1')),
  }));
}

// ---------- running ----------

async function pool<T, R>(items: readonly T[], limit: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await run(items[i]!);
      }
    }),
  );
  return results;
}

interface Tally {
  sent: number;
  fiveXx: number;
  dropped: number;
  wrongShape: number;
  examples: string[];
}

function judge(tally: Tally, label: string, path: string, result: RawExchange, expectedResponses = 1): void {
  tally.sent++;
  const problem =
    result.responses.length < expectedResponses || result.trailing > 0
      ? `dropped (${result.responses.length} whole responses, ${result.trailing} trailing bytes${result.error ? `, ${result.error}` : ''}) ${JSON.stringify(result.tail)}`
      : result.responses.map((res) => shapeProblem(res, path)).find((p) => p !== null) ?? null;
  if (problem === null) return;
  if (problem.startsWith('dropped')) tally.dropped++;
  else if (/^5\d\d /.test(problem)) tally.fiveXx++;
  else tally.wrongShape++;
  if (tally.examples.length < 15) tally.examples.push(`${label} -> ${problem}`);
}

const tally = (): Tally => ({ sent: 0, fiveXx: 0, dropped: 0, wrongShape: 0, examples: [] });
const summary = (name: string, t: Tally) => `${name}: ${t.sent} sent, ${t.fiveXx} 5xx, ${t.dropped} dropped, ${t.wrongShape} wrong shape`;

describe('malformed requests', () => {
  it(`generated: ${PER_ROUTE} per route, every route of API_ROUTES`, async () => {
    const signUp = await fetch(`${emu.url}/api/v1/auth/password/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-stack-project-id': emu.project.id, 'x-stack-access-type': 'client', 'x-stack-publishable-client-key': emu.project.publishableClientKey },
      body: JSON.stringify({ email: 'fuzz@example.com', password: 'a-long-password-1' }),
    });
    expect(signUp.status).toBe(200);
    Object.assign(session, { accessToken: '', refreshToken: '' }, await signUp.json().then((b: { access_token: string; refresh_token: string }) => ({ accessToken: b.access_token, refreshToken: b.refresh_token })));
    const generated = API_ROUTES.flatMap((route, i) =>
      fc.sample(requestFor(route), { seed: SEED + i, numRuns: PER_ROUTE }).map((r) => ({ route, ...r })),
    );
    // Routes that end the project, the user or the session go last, so the others keep valid credentials.
    const ending = (r: RouteDef) => r.method === 'DELETE' && ['/internal/projects/current', '/users/me', '/auth/sessions/current', '/users/:user_id'].includes(r.path);
    const requests = [...generated.filter((r) => !ending(r.route)), ...generated.filter((r) => ending(r.route))];
    const t = tally();
    const started = Date.now();
    const results = await pool(requests, CONCURRENCY, (r) => exchange(emu.port, r.bytes, { head: r.method === 'HEAD' }));
    results.forEach((result, i) => {
      const r = requests[i]!;
      judge(t, `${r.method} ${r.target.slice(0, 100)} (route ${r.route.method} ${r.route.path}, body ${r.body?.slice(0, 40) ?? 'none'})`, r.target, result);
    });
    // How deep the junk went: past body parsing and header auth to validation, or into a handler.
    const answers = results.flatMap((r) => r.responses);
    const schemaErrors = answers.filter((res) => res.headers.get('x-stack-known-error') === 'SCHEMA_ERROR').length;
    const passed = answers.filter((res) => Number(res.headers.get('x-stack-actual-status') ?? res.status) < 400).length;
    console.log(`${summary('malformed requests (generated)', t)}; ${API_ROUTES.length} routes, ${schemaErrors} SCHEMA_ERROR, ${passed} 2xx/3xx, ${Date.now() - started} ms`);
    if (t.examples.length > 0) console.log(t.examples.join('\n'));
    if (unhandled.length > 0) console.log(unhandled.slice(0, 5).join('\n'));
    expect(t.sent).toBeGreaterThanOrEqual(1000);
    expect(schemaErrors).toBeGreaterThan(50);
    expect(new Set(requests.map((r) => r.route)).size).toBe(API_ROUTES.length);
    expect({ fiveXx: t.fiveXx, dropped: t.dropped, wrongShape: t.wrongShape }).toEqual({ fiveXx: 0, dropped: 0, wrongShape: 0 });
  }, 90_000);

  it('raw: malformed framing gets a whole, clear answer', async () => {
    const json = 'content-type: application/json';
    const chunked11MiB = `${`100000\r\n${'a'.repeat(0x100000)}\r\n`.repeat(11)}0\r\n\r\n`;
    const cases: { name: string; data: string; status: number[]; halfClose?: boolean; path?: string }[] = [
      { name: 'malformed request line', data: 'GARBAGE\r\n\r\n', status: [400] },
      { name: 'request line with a bad version', data: 'GET /api/v1 HTTP/x.y\r\nHost: x\r\n\r\n', status: [400] },
      { name: 'header with a NUL', data: 'GET /api/v1 HTTP/1.1\r\nHost: x\r\nx-stack-project-id: a\0b\r\n\r\n', status: [400] },
      { name: 'header name with a space', data: 'GET /api/v1 HTTP/1.1\r\nHost: x\r\nbad header: 1\r\n\r\n', status: [400] },
      { name: '100 KB header', data: `GET /api/v1 HTTP/1.1\r\nHost: x\r\nx-stack-access-token: ${'a'.repeat(100_000)}\r\n\r\n`, status: [431] },
      { name: '100 KB URL', data: `GET /api/v1/users/${'a'.repeat(100_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, status: [431] },
      { name: 'CONNECT', data: 'CONNECT 127.0.0.1:443 HTTP/1.1\r\nHost: 127.0.0.1:443\r\n\r\n', status: [405] },
      { name: 'PROPFIND', data: 'PROPFIND /api/v1/users/me HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', status: [405] },
      { name: 'HTTP/2 preface', data: 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n', status: [400] },
      {
        name: 'body shorter than its Content-Length, then close',
        data: `POST /api/v1/auth/password/sign-in HTTP/1.1\r\nHost: x\r\n${json}\r\nContent-Length: 100\r\n\r\n{"email":`,
        status: [400],
        halfClose: true,
      },
      { name: 'Content-Length not a number', data: `POST /api/v1/teams HTTP/1.1\r\nHost: x\r\n${json}\r\nContent-Length: abc\r\n\r\n{}`, status: [400] },
      {
        name: 'Content-Length and Transfer-Encoding both',
        data: `POST /api/v1/teams HTTP/1.1\r\nHost: x\r\n${json}\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n`,
        status: [400],
      },
      { name: 'bad chunk size', data: `POST /api/v1/teams HTTP/1.1\r\nHost: x\r\n${json}\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n`, status: [400] },
      { name: 'Expect other than 100-continue', data: `POST /api/v1/teams HTTP/1.1\r\nHost: x\r\n${json}\r\nExpect: teapot\r\nContent-Length: 2\r\n\r\n{}`, status: [417] },
      {
        name: 'Content-Length over the body limit',
        data: `POST /api/v1/teams HTTP/1.1\r\nHost: x\r\nConnection: close\r\n${json}\r\nContent-Length: 20000000\r\n\r\n{"display_name":"`,
        status: [413],
      },
      {
        name: 'chunked body over the body limit',
        data: `POST /api/v1/teams HTTP/1.1\r\nHost: x\r\nConnection: close\r\n${json}\r\nTransfer-Encoding: chunked\r\n\r\n${chunked11MiB}`,
        status: [413],
      },
      { name: 'pipelined: a good request, then garbage', data: 'GET /api/v1 HTTP/1.1\r\nHost: x\r\n\r\nGARBAGE\r\n\r\n', status: [200, 400] },
    ];
    const t = tally();
    const statuses: Record<string, number[]> = {};
    for (const c of cases) {
      const result = await exchange(emu.port, c.data, { halfClose: c.halfClose ?? false });
      judge(t, c.name, '/', result, c.status.length);
      statuses[c.name] = result.responses.map((r) => r.status);
    }
    console.log(summary('malformed requests (raw)', t));
    if (t.examples.length > 0) console.log(t.examples.join('\n'));
    expect(statuses).toEqual(Object.fromEntries(cases.map((c) => [c.name, c.status])));
    expect(t.sent).toBe(cases.length);
    expect({ fiveXx: t.fiveXx, dropped: t.dropped, wrongShape: t.wrongShape }).toEqual({ fiveXx: 0, dropped: 0, wrongShape: 0 });
  }, 30_000);
});
