// Payments (billing, products, invoices, items) and analytics event batches, as a project without payments
// or analytics answers them: shapes, who may ask, and bad input (never a 404 route or a 500).
import { gzipSync } from 'node:zlib';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useEmulator } from '../../support/emulator';
import { adminHeaders, call, clientHeaders, expectKnownError, serverHeaders, signUp, type CallResult } from './helpers';

const emu = useEmulator();
const as = (accessToken: string) => clientHeaders(emu.project, { 'x-stack-access-token': accessToken });
const EMPTY_PAGE = { items: [], is_paginated: true, pagination: { next_cursor: null } };

function expectText(res: CallResult, status: number, text: string): void {
  expect(res.status, res.text).toBe(status);
  expect(res.headers.get('content-type')).toContain('text/plain');
  expect(res.text).toBe(text);
}

/** A team whose creator holds team_admin, with a second member who holds only team_member. */
async function teamWithMember() {
  const owner = await signUp(emu, emu.project);
  const member = await signUp(emu, emu.project);
  const team = await call(emu, '/teams', { headers: serverHeaders(emu.project), body: { display_name: 'Billing crew', creator_user_id: owner.user_id } });
  expect(team.status, team.text).toBe(201);
  const added = await call(emu, `/team-memberships/${team.json.id}/${member.user_id}`, { headers: serverHeaders(emu.project), body: {} });
  expect(added.status, added.text).toBe(201);
  return { owner, member, teamId: team.json.id as string };
}

describe('GET /payments/billing/{customer_type}/{customer_id}', () => {
  it('answers "no customer" to the user itself, and to server and admin callers for anyone', async () => {
    const user = await signUp(emu, emu.project);
    const other = await signUp(emu, emu.project);
    const none = { has_customer: false, default_payment_method: null };
    const own = await call(emu, `/payments/billing/user/${user.user_id}`, { headers: as(user.access_token) });
    expect(own.status, own.text).toBe(200);
    expect(own.json).toEqual(none);
    expect((await call(emu, `/payments/billing/user/${other.user_id}`, { headers: serverHeaders(emu.project) })).json).toEqual(none);
    expect((await call(emu, `/payments/billing/team/${randomUUID()}`, { headers: adminHeaders(emu.project) })).json).toEqual(none);
  });

  it('a client may not read another user, and needs a user at all', async () => {
    const user = await signUp(emu, emu.project);
    const other = await signUp(emu, emu.project);
    expectText(await call(emu, `/payments/billing/user/${other.user_id}`, { headers: as(user.access_token) }), 403, 'Clients can only manage their own billing.');
    expectKnownError(await call(emu, `/payments/billing/user/${user.user_id}`, { headers: clientHeaders(emu.project) }), 'USER_AUTHENTICATION_REQUIRED', 401);
    expectKnownError(await call(emu, `/payments/billing/user/${user.user_id}`), 'ACCESS_TYPE_REQUIRED', 400);
  });

  it('a team needs team_admin: the creator reads it, a plain member and an outsider do not', async () => {
    const { owner, member, teamId } = await teamWithMember();
    const outsider = await signUp(emu, emu.project);
    const admin = await call(emu, `/payments/billing/team/${teamId}`, { headers: as(owner.access_token) });
    expect(admin.json).toEqual({ has_customer: false, default_payment_method: null });
    const denied = expectKnownError(await call(emu, `/payments/billing/team/${teamId}`, { headers: as(member.access_token) }), 'TEAM_PERMISSION_REQUIRED', 401);
    expect(denied.details).toEqual({ team_id: teamId, user_id: member.user_id, permission_id: 'team_admin' });
    expectKnownError(await call(emu, `/payments/billing/team/${teamId}`, { headers: as(outsider.access_token) }), 'TEAM_MEMBERSHIP_NOT_FOUND', 404);
    expectKnownError(await call(emu, '/payments/billing/team/not-a-uuid', { headers: as(outsider.access_token) }), 'TEAM_MEMBERSHIP_NOT_FOUND', 404);
  });

  it('only user and team customers have billing', async () => {
    const user = await signUp(emu, emu.project);
    const res = expectKnownError(await call(emu, `/payments/billing/custom/${user.user_id}`, { headers: serverHeaders(emu.project) }), 'SCHEMA_ERROR', 400);
    expect(res.error).toBe(
      `Request validation failed on GET /api/v1/payments/billing/custom/${user.user_id}:\n  - params.customer_type must be one of the following values: user, team`,
    );
  });
});

describe('GET /payments/products/{customer_type}/{customer_id}', () => {
  it('lists no products, always as a paginated list', async () => {
    const user = await signUp(emu, emu.project);
    const own = await call(emu, `/payments/products/user/${user.user_id}?limit=1`, { headers: as(user.access_token) });
    expect(own.status, own.text).toBe(200);
    expect(own.json).toEqual(EMPTY_PAGE);
    expect((await call(emu, '/payments/products/custom/my-org-42', { headers: serverHeaders(emu.project) })).json).toEqual(EMPTY_PAGE);
    const { owner, teamId } = await teamWithMember();
    expect((await call(emu, `/payments/products/team/${teamId}`, { headers: as(owner.access_token) })).json).toEqual(EMPTY_PAGE);
  });

  it('keeps clients to themselves and their admin teams (custom customers never)', async () => {
    const user = await signUp(emu, emu.project);
    const other = await signUp(emu, emu.project);
    const forbidden = 'Clients can only access their own user or team products.';
    expectText(await call(emu, `/payments/products/user/${other.user_id}`, { headers: as(user.access_token) }), 403, forbidden);
    expectText(await call(emu, '/payments/products/custom/my-org-42', { headers: as(user.access_token) }), 403, forbidden);
    const { member, teamId } = await teamWithMember();
    expectKnownError(await call(emu, `/payments/products/team/${teamId}`, { headers: as(member.access_token) }), 'TEAM_PERMISSION_REQUIRED', 401);
  });

  it('rejects a bad limit, an unknown cursor, unknown query parameters and unknown customer types', async () => {
    const user = await signUp(emu, emu.project);
    const path = `/payments/products/user/${user.user_id}`;
    const headers = as(user.access_token);
    expect(expectKnownError(await call(emu, `${path}?limit=0`, { headers }), 'SCHEMA_ERROR', 400).error).toContain('  - query.limit must be greater than or equal to 1');
    expect(expectKnownError(await call(emu, `${path}?limit=101`, { headers }), 'SCHEMA_ERROR', 400).error).toContain('  - query.limit must be less than or equal to 100');
    expect(expectKnownError(await call(emu, `${path}?limit=ten`, { headers }), 'SCHEMA_ERROR', 400).error).toContain('  - query.limit must be a number');
    expect(expectKnownError(await call(emu, `${path}?page=2`, { headers }), 'SCHEMA_ERROR', 400).error).toContain('  - query contains unknown properties: page');
    expectText(await call(emu, `${path}?cursor=${randomUUID()}`, { headers }), 400, 'Invalid cursor');
    const kind = expectKnownError(await call(emu, `/payments/products/group/${user.user_id}`, { headers }), 'SCHEMA_ERROR', 400);
    expect(kind.error).toContain('params.customer_type must be one of the following values: user, team, custom');
  });
});

describe('GET /payments/invoices and /payments/items', () => {
  it('lists no invoices, for the user itself or a server caller; others get 403', async () => {
    const user = await signUp(emu, emu.project);
    const other = await signUp(emu, emu.project);
    const own = await call(emu, `/payments/invoices/user/${user.user_id}?limit=10`, { headers: as(user.access_token) });
    expect(own.status, own.text).toBe(200);
    expect(own.json).toEqual(EMPTY_PAGE);
    expect((await call(emu, `/payments/invoices/team/${randomUUID()}`, { headers: serverHeaders(emu.project) })).json).toEqual(EMPTY_PAGE);
    expectText(await call(emu, `/payments/invoices/user/${other.user_id}`, { headers: as(user.access_token) }), 403, 'Clients can only manage their own billing.');
    expectKnownError(await call(emu, `/payments/invoices/custom/${user.user_id}`, { headers: serverHeaders(emu.project) }), 'SCHEMA_ERROR', 400);
  });

  it('knows no item: ITEM_NOT_FOUND after the access check', async () => {
    const user = await signUp(emu, emu.project);
    const other = await signUp(emu, emu.project);
    const missing = expectKnownError(await call(emu, `/payments/items/user/${user.user_id}/credits`, { headers: as(user.access_token) }), 'ITEM_NOT_FOUND', 404);
    expect(missing).toEqual({ code: 'ITEM_NOT_FOUND', details: { item_id: 'credits' }, error: 'Item with ID "credits" not found.' });
    expectKnownError(await call(emu, '/payments/items/custom/my-org-42/credits', { headers: serverHeaders(emu.project) }), 'ITEM_NOT_FOUND', 404);
    expectText(await call(emu, `/payments/items/user/${other.user_id}/credits`, { headers: as(user.access_token) }), 403, 'Clients can only access their own user or team items.');
  });
});

describe('POST /analytics/events/batch', () => {
  const batch = (events: unknown[] = [{ event_type: '$page-view', event_at_ms: Date.now(), data: { url: 'http://localhost/', path: '/' } }]) => ({
    session_replay_segment_id: randomUUID(),
    batch_id: randomUUID(),
    sent_at_ms: Date.now(),
    events,
  });

  const postRaw = (headers: Record<string, string>, body: Uint8Array, type = 'application/octet-stream') =>
    fetch(`${emu.url}/api/v1/analytics/events/batch`, { method: 'POST', headers: { ...headers, 'content-type': type }, body: new Uint8Array(body) });

  it('accepts a valid batch as JSON, then says analytics is not enabled', async () => {
    const user = await signUp(emu, emu.project);
    const res = await call(emu, '/analytics/events/batch', { headers: as(user.access_token), body: batch() });
    const body = expectKnownError(res, 'ANALYTICS_NOT_ENABLED', 400);
    expect(body).toEqual({ code: 'ANALYTICS_NOT_ENABLED', error: 'Analytics is not enabled for this project.' });
    expectKnownError(await call(emu, '/analytics/events/batch', { headers: serverHeaders(emu.project), body: batch() }), 'ANALYTICS_NOT_ENABLED', 400);
  });

  it('reads the gzip-compressed octet-stream body the official client sends', async () => {
    const user = await signUp(emu, emu.project);
    const gz = gzipSync(JSON.stringify(batch()));
    const res = await postRaw(as(user.access_token), gz);
    expect(res.status).toBe(400);
    expect(res.headers.get('x-stack-known-error')).toBe('ANALYTICS_NOT_ENABLED');
    // The same bytes with a broken batch inside are a SCHEMA_ERROR, so the body really was read.
    const broken = await postRaw(as(user.access_token), gzipSync(JSON.stringify({ ...batch(), batch_id: 'nope' })));
    expect(broken.headers.get('x-stack-known-error')).toBe('SCHEMA_ERROR');
    expect(await broken.text()).toContain('body.batch_id must be a valid UUID');
  });

  it('rejects bad batches with SCHEMA_ERROR listing every problem', async () => {
    const user = await signUp(emu, emu.project);
    const headers = as(user.access_token);
    const empty = expectKnownError(await call(emu, '/analytics/events/batch', { headers, body: batch([]) }), 'SCHEMA_ERROR', 400);
    expect(empty.error).toContain('  - body.events field must have at least 1 items');
    const bad = await call(emu, '/analytics/events/batch', {
      headers,
      body: { ...batch([{ event_type: '$scroll', event_at_ms: -1 }]), sent_at_ms: 'now', extra: 1 },
    });
    const error = expectKnownError(bad, 'SCHEMA_ERROR', 400).error;
    for (const line of [
      'body contains unknown properties: extra',
      'body.sent_at_ms must be a number',
      'body.events[0].event_type must be one of the following values: $page-view, $click',
      'body.events[0].event_at_ms must be greater than or equal to 0',
      'body.events[0].data must be defined',
    ]) {
      expect(error).toContain(`  - ${line}`);
    }
    const tooMany = Array.from({ length: 501 }, () => ({ event_type: '$click', event_at_ms: 1, data: {} }));
    expect(expectKnownError(await call(emu, '/analytics/events/batch', { headers, body: batch(tooMany) }), 'SCHEMA_ERROR', 400).error).toContain(
      '  - body.events field must have less than or equal to 500 items',
    );
    expect(expectKnownError(await call(emu, '/analytics/events/batch', { method: 'POST', headers }), 'SCHEMA_ERROR', 400).error).toContain('  - body must be defined');
  });

  it('bytes that are neither JSON nor gzip are a SCHEMA_ERROR, not a 500', async () => {
    const user = await signUp(emu, emu.project);
    const garbage = await postRaw(as(user.access_token), new Uint8Array([0x1f, 0x8b, 1, 2, 3, 4]));
    expect(garbage.status).toBe(400);
    expect(garbage.headers.get('x-stack-known-error')).toBe('SCHEMA_ERROR');
    expect(await garbage.text()).toContain('  - body must be JSON, plain or gzip-compressed');
    const text = await postRaw(as(user.access_token), new TextEncoder().encode('hello'), 'text/plain');
    expect(text.headers.get('x-stack-known-error')).toBe('SCHEMA_ERROR');
  });
});
