// Webhooks against the emulator over real HTTP: StackAdminApp.getSvixToken opens the emulator's
// endpoint registry; user, team and membership events reach a test HTTP server signed as Svix signs
// them (checked with the `svix` package and with `standardwebhooks`); a 500 is retried on the
// emulator's clock; the delivery log shows every attempt; sendTestWebhook reports the outcome.
import { Webhook as SvixWebhook } from 'svix';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StackAdminApp } from '../../../src/core/apps/admin/admin-app';
import { StackHttpError } from '../../../src/core/http/errors';
import { ManualClock } from '../../../src/protocol/clock';
import type { WebhookDeliveryWire, WebhookEndpointWire } from '../../../src/protocol/wire/webhooks';
import type { ProjectKeys } from '../../../emulator/projects/create';
import { useEmulator } from '../../support/emulator';
import { eventually, startWebhookReceiver, type ReceivedWebhook, type WebhookReceiver } from '../../support/webhook-receiver';
import { adminHeaders, call, expectKnownError, serverHeaders } from '../emulator/helpers';
import { makeApp, PASSWORD, uniqueEmail } from './helpers';

// Svix's verification checks the timestamp against the real time: the emulator's clock starts now.
const clock = new ManualClock(Date.now());
const emu = useEmulator({ clock });
let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver.close();
});

const admin = (project: ProjectKeys) => new StackAdminApp({ projectId: project.id, baseUrl: emu.url, superSecretAdminKey: project.superSecretAdminKey, clock });

/** The emulator extra, called with a portal token or with the admin key headers. */
async function extra(url: string, auth: Record<string, string>, method = 'GET', body?: unknown) {
  const res = await fetch(url, {
    method,
    headers: { ...auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, text, json: (text.startsWith('{') ? JSON.parse(text) : undefined) as any, headers: res.headers };
}

async function projectWithEndpoint(target: WebhookReceiver | string) {
  const project = await emu.createProject();
  const { token, url } = await admin(project).getSvixToken();
  const bearer = { authorization: `Bearer ${token}` };
  const created = await extra(url!, bearer, 'POST', { url: typeof target === 'string' ? target : target.url, description: 'test receiver' });
  expect(created.status, created.text).toBe(201);
  const deliveries = async (): Promise<WebhookDeliveryWire[]> =>
    (await extra(url!.replace(/webhook-endpoints$/, 'webhook-deliveries'), bearer)).json.items;
  return { project, endpoint: created.json as WebhookEndpointWire, url: url!, bearer, deliveries };
}

function verified(secret: string, hook: ReceivedWebhook): { type: string; data: any } {
  return new SvixWebhook(secret).verify(hook.body, hook.headers) as { type: string; data: any };
}

async function signedUp(project: ProjectKeys, label: string) {
  const app = makeApp({ url: emu.url, project }, { clock });
  await app.signUpWithCredential({ email: uniqueEmail(label), password: PASSWORD, noRedirect: true });
  return { app, user: (await app.getUser())! };
}

describe('webhook events', () => {
  it('delivers user, team and membership events, Svix-signed with the endpoint secret, and logs them', async () => {
    const { project, endpoint, url, deliveries } = await projectWithEndpoint(receiver);
    expect(url).toBe(`${emu.url}/emulator/projects/${project.id}/webhook-endpoints`);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const secret = endpoint.secret;

    const { user } = await signedUp(project, 'hooks-user');
    const created = await receiver.next();
    expect(created.headers['svix-id']).toMatch(/^msg_/);
    expect(created.headers['svix-signature']).toMatch(/^v1,/);
    expect(created.headers['svix-timestamp']).toBe(String(Math.floor(clock.now() / 1000)));
    expect(created.headers['webhook-id']).toBe(created.headers['svix-id']);
    const createdEvent = verified(secret, created);
    expect(createdEvent.type).toBe('user.created');
    expect(createdEvent.data).toMatchObject({ id: user.id, primary_email: user.primaryEmail, has_password: true, server_metadata: null });
    // The Standard Webhooks library accepts the same delivery through its webhook-* headers.
    expect(new StandardWebhook(secret).verify(created.body, created.headers)).toEqual(createdEvent);
    // A tampered body, or another secret, fails verification.
    expect(() => new SvixWebhook(secret).verify(created.body.replace('"user.created"', '"user.deleted"'), created.headers)).toThrow();
    expect(() => new SvixWebhook(`whsec_${Buffer.alloc(24, 7).toString('base64')}`).verify(created.body, created.headers)).toThrow();

    await user.update({ displayName: 'Hooked' });
    expect(verified(secret, await receiver.next())).toMatchObject({ type: 'user.updated', data: { id: user.id, display_name: 'Hooked' } });

    const team = await admin(project).createTeam({ displayName: 'Hook team', creatorUserId: user.id });
    // A team's creator joins without a membership event (Stack Auth's rule: team.created only).
    expect(verified(secret, await receiver.next())).toMatchObject({ type: 'team.created', data: { id: team.id, display_name: 'Hook team', server_metadata: null } });
    await team.update({ displayName: 'Hook team 2' });
    expect(verified(secret, await receiver.next())).toMatchObject({ type: 'team.updated', data: { id: team.id, display_name: 'Hook team 2' } });
    await team.removeUser(user.id);
    expect(verified(secret, await receiver.next())).toEqual({ type: 'team_membership.deleted', data: { team_id: team.id, user_id: user.id } });
    await team.addUser(user.id);
    expect(verified(secret, await receiver.next()).type).toBe('team_membership.created');
    // A member added by the server also gets a team_permission.created per member default (Stack Auth's rule).
    expect(verified(secret, await receiver.next())).toEqual({ type: 'team_permission.created', data: { id: 'team_member', team_id: team.id, user_id: user.id } });
    await team.delete();
    expect(verified(secret, await receiver.next())).toEqual({ type: 'team.deleted', data: { id: team.id } });

    const other = await admin(project).createTeam({ displayName: 'Stays', creatorUserId: user.id });
    await receiver.next();
    const deleted = await call(emu, `/users/${user.id}`, { method: 'DELETE', headers: adminHeaders(project) });
    expect(deleted.status, deleted.text).toBe(200);
    expect(verified(secret, await receiver.next())).toEqual({ type: 'team_membership.deleted', data: { team_id: other.id, user_id: user.id } });
    expect(verified(secret, await receiver.next())).toEqual({ type: 'user.deleted', data: { id: user.id, teams: [{ id: other.id }] } });

    const log = await eventually(deliveries, (items) => items.every((d) => d.status === 'succeeded'), 'every delivery to succeed');
    expect(log.map((d) => d.event_type)).toEqual([
      'user.created',
      'user.updated',
      'team.created',
      'team.updated',
      'team_membership.deleted',
      'team_membership.created',
      'team_permission.created',
      'team.deleted',
      'team.created',
      'team_membership.deleted',
      'user.deleted',
    ]);
    expect(log[0]).toMatchObject({ event_id: created.headers['svix-id'], endpoint_id: endpoint.id, url: receiver.url, next_attempt_at_millis: null });
    expect(log[0]!.payload).toEqual(createdEvent);
    expect(log[0]!.attempts).toEqual([{ attempt: 1, at_millis: clock.now(), status_code: 200, error: null, response_body: 'ok' }]);
  });

  it('sends nothing for a sign-up rolled back in its transaction, and nothing to a deleted endpoint', async () => {
    const { project, endpoint, url, bearer, deliveries } = await projectWithEndpoint(receiver);
    // Two sign-ups of one address at once: both pass the early check, the loser's insert fails in its
    // transaction (unique address), and its user.created goes with the rollback.
    const email = uniqueEmail('hooks-twice');
    const results = await Promise.all(
      [1, 2].map(() => makeApp({ url: emu.url, project }, { clock }).signUpWithCredential({ email, password: PASSWORD, noRedirect: true })),
    );
    expect(results.map((r) => r.status).sort()).toEqual(['error', 'ok']);
    expect(verified(endpoint.secret, await receiver.next()).type).toBe('user.created');
    const team = await admin(project).createTeam({ displayName: 'After the failed sign-up' });
    // The next event is the team: no second user.created.
    expect(verified(endpoint.secret, await receiver.next())).toMatchObject({ type: 'team.created', data: { id: team.id } });

    expect((await extra(`${url}/${endpoint.id}`, bearer, 'DELETE')).json).toEqual({ success: true });
    expect((await extra(url, bearer)).json).toEqual({ items: [], is_paginated: false });
    await team.update({ displayName: 'Nobody listens' });
    const before = receiver.received.length;
    await admin(project).createTeam({ displayName: 'Still nobody' });
    expect(await deliveries()).toEqual([]);
    expect(receiver.received.length).toBe(before);
  });

  it('never holds up or fails the request that caused the event', async () => {
    const { project, endpoint, deliveries } = await projectWithEndpoint(receiver);
    receiver.answer('hold');
    const { user } = await signedUp(project, 'hooks-held');
    // The sign-up has answered while its webhook is still held open by the endpoint.
    const held = await receiver.next();
    expect(held.status).toBeNull();
    expect(verified(endpoint.secret, held).data.id).toBe(user.id);
    expect((await deliveries())[0]!.status).toBe('sending');
    receiver.release();
    await eventually(deliveries, (items) => items[0]?.status === 'succeeded', 'the held delivery to succeed');

    // An endpoint nobody listens on: the request succeeds, the log shows the connection error.
    const closed = await projectWithEndpoint('http://127.0.0.1:9/unreachable');
    const { user: lonely } = await signedUp(closed.project, 'hooks-unreachable');
    expect(lonely.id).toBeTruthy();
    const [failed] = await eventually(closed.deliveries, (items) => items[0]?.attempts.length === 1, 'the first attempt');
    expect(failed).toMatchObject({ status: 'pending', next_attempt_at_millis: clock.now() + 5000 });
    expect(failed!.attempts[0]).toMatchObject({ attempt: 1, status_code: null, response_body: null });
    expect(failed!.attempts[0]!.error).toBeTruthy();
  });

  it('retries an endpoint that answered 500 after 5 s on the emulator clock; the retry carries the same id, freshly signed', async () => {
    const { project, endpoint, deliveries } = await projectWithEndpoint(receiver);
    receiver.answer(500, 200);
    const { user } = await signedUp(project, 'hooks-retry');
    const first = await receiver.next();
    expect(first.status).toBe(500);
    const pending = await eventually(deliveries, (items) => items[0]?.status === 'pending', 'the failed attempt to be logged');
    expect(pending[0]!.attempts).toEqual([
      { attempt: 1, at_millis: clock.now(), status_code: 500, error: 'The endpoint answered HTTP 500', response_body: 'failing with 500' },
    ]);
    expect(pending[0]!.next_attempt_at_millis).toBe(clock.now() + 5000);

    await clock.advance(4999);
    expect(receiver.received.length).toBe(receiver.received.indexOf(first) + 1);
    await clock.advance(1);
    const second = await receiver.next();
    expect(second.status).toBe(200);
    expect(second.headers['svix-id']).toBe(first.headers['svix-id']);
    expect(Number(second.headers['svix-timestamp'])).toBe(Number(first.headers['svix-timestamp']) + 5);
    expect(verified(endpoint.secret, second)).toMatchObject({ type: 'user.created', data: { id: user.id } });
    const done = await eventually(deliveries, (items) => items[0]?.status === 'succeeded', 'the retry to succeed');
    expect(done[0]!.attempts.map((a) => [a.attempt, a.status_code])).toEqual([
      [1, 500],
      [2, 200],
    ]);
  });
});

describe('the webhook endpoint registry and the test event', () => {
  it('sendTestWebhook: ok for an endpoint answering 2xx, an error result with the reason otherwise', async () => {
    const { project, endpoint, deliveries } = await projectWithEndpoint(receiver);
    const app = admin(project);
    expect(await app.sendTestWebhook({ endpointId: endpoint.id })).toEqual({ status: 'ok', data: undefined });
    const test = verified(endpoint.secret, await receiver.next());
    expect(test).toEqual({ type: 'stack.test', data: { message: 'A test event from the Stack Auth emulator.', endpoint_id: endpoint.id } });

    receiver.answer(503);
    expect(await app.sendTestWebhook({ endpointId: endpoint.id })).toEqual({ status: 'error', error: { errorMessage: 'The endpoint answered HTTP 503' } });
    await receiver.next();
    expect((await deliveries()).map((d) => [d.event_type, d.status])).toEqual([
      ['stack.test', 'succeeded'],
      ['stack.test', 'failed'],
    ]);

    const unknown = await app.sendTestWebhook({ endpointId: '00000000-0000-4000-8000-000000000000' }).catch((e: unknown) => e);
    expect(unknown).toBeInstanceOf(StackHttpError);
    expect((unknown as StackHttpError).status).toBe(404);
    expect((unknown as StackHttpError).body).toBe('Webhook endpoint 00000000-0000-4000-8000-000000000000 not found');
  });

  it('getSvixToken answers 201 with a token for this project only; the registry takes the admin key too and rejects bad input', async () => {
    const { project, url, bearer } = await projectWithEndpoint(receiver);
    const raw = await call(emu, '/webhooks/svix-token', { headers: adminHeaders(project), body: {} });
    expect(raw.status).toBe(201);
    expect(raw.json).toEqual({ token: expect.stringMatching(/^whpt_/), url });
    expectKnownError(await call(emu, '/webhooks/svix-token', { headers: serverHeaders(project), body: {} }), 'INSUFFICIENT_ACCESS_TYPE', 401);
    expect(expectKnownError(await call(emu, '/webhooks/svix-token', { headers: adminHeaders(project), body: { x: 1 } }), 'SCHEMA_ERROR', 400).error).toContain(
      'body contains unknown properties: x',
    );

    const other = await emu.createProject();
    const otherUrl = `${emu.url}/emulator/projects/${other.id}/webhook-endpoints`;
    const foreign = await extra(otherUrl, bearer);
    expect([foreign.status, foreign.text]).toEqual([
      401,
      'The webhook token is invalid, expired, or for another project. Get a new one from POST /api/v1/webhooks/svix-token.',
    ]);
    const none = await extra(otherUrl, {});
    expect([none.status, none.headers.get('x-stack-known-error')]).toEqual([401, 'ADMIN_AUTHENTICATION_REQUIRED']);
    const wrongKey = await extra(otherUrl, { 'x-stack-super-secret-admin-key': project.superSecretAdminKey });
    expect([wrongKey.status, wrongKey.headers.get('x-stack-known-error')]).toEqual([401, 'INVALID_SUPER_SECRET_ADMIN_KEY']);
    const byKey = await extra(otherUrl, { 'x-stack-super-secret-admin-key': other.superSecretAdminKey }, 'POST', {
      url: 'https://example.com/hooks',
      secret: `whsec_${Buffer.alloc(32, 1).toString('base64')}`,
    });
    expect(byKey.status, byKey.text).toBe(201);
    expect(byKey.json).toMatchObject({ url: 'https://example.com/hooks', description: '', secret: `whsec_${Buffer.alloc(32, 1).toString('base64')}` });

    const bad = await extra(url, bearer, 'POST', { url: 'ftp://example.com', secret: 'not-a-secret', extra: true });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('body contains unknown properties: extra');
    const badScheme = await extra(url, bearer, 'POST', { url: 'ftp://example.com' });
    expect([badScheme.status, badScheme.text.split('\n')[1]]).toEqual([400, '  - body.url must be an http or https URL']);
    const badSecret = await extra(url, bearer, 'POST', { url: 'https://example.com', secret: 'whsec_short' });
    expect(badSecret.text).toContain('body.secret must be whsec_ followed by the base64 of at least 16 bytes');
    const missing = await extra(`${url}/00000000-0000-4000-8000-000000000000`, bearer, 'DELETE');
    expect([missing.status, missing.text]).toEqual([404, 'Webhook endpoint not found']);
  });

  it('gives up after 8 attempts on Svix’s schedule and marks the delivery failed', async () => {
    const { project, deliveries } = await projectWithEndpoint(receiver);
    receiver.answer(500, 500, 500, 500, 500, 500, 500, 500);
    await signedUp(project, 'hooks-give-up');
    await receiver.next();
    for (const delay of [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000]) {
      await eventually(deliveries, (items) => items[0]?.status === 'pending' && clock.pendingSleeps > 0, 'the retry to be scheduled');
      await clock.advance(delay);
      expect((await receiver.next()).status).toBe(500);
    }
    const [failed] = await eventually(deliveries, (items) => items[0]?.status === 'failed', 'the delivery to fail');
    expect(failed!.attempts).toHaveLength(8);
    expect(failed!.next_attempt_at_millis).toBeNull();
    const count = receiver.received.length;
    await clock.advance(100_000_000);
    expect(receiver.received.length).toBe(count);
  });
});
