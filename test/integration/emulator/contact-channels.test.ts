// PROTOCOL.md §5.10 contact channels (CRUD, per-channel verification) and §5.9 profile_image_url rules.
import { describe, expect, it } from 'vitest';
import { useEmulator } from '../../support/emulator';
import { call, clientHeaders, expectKnownError, serverHeaders, signUp, uniqueEmail, type CallResult } from './helpers';

const emu = useEmulator({ project: { displayName: 'Channel Co' } });

const VERIFY_CALLBACK = 'http://localhost:3000/handler/email-verification';
const UNTRUSTED = 'https://evil.example.org/verify';

const asUser = (accessToken: string) => clientHeaders(emu.project, { 'x-stack-access-token': accessToken });
const server = () => serverHeaders(emu.project);

function expectText(res: CallResult, status: number, text: string): void {
  expect({ status: res.status, text: res.text, type: res.headers.get('content-type') }).toEqual({
    status,
    text,
    type: 'text/plain; charset=utf-8',
  });
}

async function create(token: string, body: Record<string, unknown>): Promise<CallResult> {
  return call(emu, '/contact-channels', { method: 'POST', headers: asUser(token), body: { user_id: 'me', type: 'email', used_for_auth: false, ...body } });
}

async function me(token: string): Promise<{ primary_email: string | null; primary_email_verified: boolean; profile_image_url: string | null }> {
  return (await call(emu, '/users/me', { headers: asUser(token) })).json;
}

async function verificationLink(email: string): Promise<string> {
  const mail = (await emu.mailbox(email)).filter((m) => m.subject.startsWith('Verify your email')).at(-1);
  if (!mail) throw new Error(`no verification mail to ${email}`);
  const link = /(http\S+code=[0-9a-z]{45})/.exec(mail.text)?.[1];
  if (!link) throw new Error(`no link in mail: ${mail.text}`);
  return link;
}

describe('POST /contact-channels', () => {
  it('creates a non-primary, unverified channel (value lower-cased) and answers 201', async () => {
    const user = await signUp(emu, emu.project);
    const value = uniqueEmail('second');
    const res = await create(user.access_token, { value: value.toUpperCase() });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      user_id: user.user_id,
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: 'email',
      value,
      is_primary: false,
      is_verified: false,
      used_for_auth: false,
    });
    expect((await me(user.access_token)).primary_email).toBe(user.email);
  });

  it('is_primary: true demotes the current primary; the user\'s primary_email follows', async () => {
    const user = await signUp(emu, emu.project);
    const value = uniqueEmail('new-primary');
    const res = await create(user.access_token, { value, is_primary: true, used_for_auth: true });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ is_primary: true, used_for_auth: true, is_verified: false });
    const list = await call(emu, '/contact-channels?user_id=me', { headers: asUser(user.access_token) });
    expect(list.json.items.map((c: { value: string; is_primary: boolean }) => [c.value, c.is_primary])).toEqual([
      [user.email, false],
      [value, true],
    ]);
    expect(await me(user.access_token)).toMatchObject({ primary_email: value, primary_email_verified: false });
  });

  it('rejects the same value twice for one user with text 400 "Contact channel already exists"', async () => {
    const user = await signUp(emu, emu.project);
    expectText(await create(user.access_token, { value: user.email.toUpperCase() }), 400, 'Contact channel already exists');
  });

  it("answers CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE for another user's sign-in address", async () => {
    const owner = await signUp(emu, emu.project);
    const other = await signUp(emu, emu.project);
    const body = expectKnownError(await create(other.access_token, { value: owner.email, used_for_auth: true }), 'CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE', 409);
    expect(body.details).toEqual({ type: 'email', contact_channel_value: owner.email, would_work_if_email_was_verified: false });
    // Without sign-in use the same address is fine.
    expect((await create(other.access_token, { value: owner.email, used_for_auth: false })).status).toBe(201);
  });

  it('lets clients create only for themselves', async () => {
    const a = await signUp(emu, emu.project);
    const b = await signUp(emu, emu.project);
    expectText(await create(a.access_token, { user_id: b.user_id, value: uniqueEmail() }), 403, 'Client can only create contact channels for their own user.');
    expect((await create(a.access_token, { user_id: a.user_id, value: uniqueEmail() })).status).toBe(201);
    const signedOut = await call(emu, '/contact-channels', {
      headers: clientHeaders(emu.project),
      body: { user_id: 'me', type: 'email', value: uniqueEmail(), used_for_auth: false },
    });
    expectKnownError(signedOut, 'CANNOT_GET_OWN_USER_WITHOUT_USER', 400);
  });

  it('validates the body: required fields, email, type, and is_verified only for servers', async () => {
    const user = await signUp(emu, emu.project);
    const res = await call(emu, '/contact-channels', { headers: asUser(user.access_token), body: { user_id: 'me', value: 'not-an-email', type: 'sms', is_verified: true } });
    const body = expectKnownError(res, 'SCHEMA_ERROR', 400);
    expect(body.error).toBe(
      [
        'Request validation failed on POST /api/v1/contact-channels:',
        '  - body contains unknown properties: is_verified',
        '  - body.value must be a valid email',
        '  - body.type must be one of the following values: email',
        '  - body.used_for_auth must be defined',
      ].join('\n'),
    );
    const missing = await call(emu, '/contact-channels', { method: 'POST', headers: asUser(user.access_token) });
    expect(expectKnownError(missing, 'SCHEMA_ERROR', 400).error).toContain('  - body must be defined');
  });

  it('lets servers create verified channels for any user, and reports unknown users', async () => {
    const user = await signUp(emu, emu.project);
    const value = uniqueEmail('server');
    const res = await call(emu, '/contact-channels', { headers: server(), body: { user_id: user.user_id, type: 'email', value, used_for_auth: false, is_verified: true } });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ user_id: user.user_id, value, is_verified: true, is_primary: false });
    const unknown = '00000000-0000-4000-8000-000000000000';
    const missing = await call(emu, '/contact-channels', { headers: server(), body: { user_id: unknown, type: 'email', value, used_for_auth: false } });
    expect(expectKnownError(missing, 'USER_ID_DOES_NOT_EXIST', 400).details).toEqual({ user_id: unknown });
  });
});

describe('GET /contact-channels', () => {
  it('lists the own channels in creation order and filters by contact_channel_id', async () => {
    const user = await signUp(emu, emu.project);
    const second = (await create(user.access_token, { value: uniqueEmail('b') })).json;
    const third = (await create(user.access_token, { value: uniqueEmail('c') })).json;
    const list = await call(emu, `/contact-channels?user_id=${user.user_id}`, { headers: asUser(user.access_token) });
    expect(list.status).toBe(200);
    expect(list.json.is_paginated).toBe(false);
    expect(list.json).not.toHaveProperty('pagination');
    expect(list.json.items.map((c: { value: string }) => c.value)).toEqual([user.email, second.value, third.value]);
    expect(list.json.items[0]).toEqual({ user_id: user.user_id, id: expect.any(String), type: 'email', value: user.email, is_primary: true, is_verified: false, used_for_auth: true });
    const one = await call(emu, `/contact-channels?user_id=me&contact_channel_id=${third.id}`, { headers: asUser(user.access_token) });
    expect(one.json.items).toEqual([third]);
  });

  it("refuses another user's list (403), a missing user_id for clients, and unknown query keys", async () => {
    const a = await signUp(emu, emu.project);
    const b = await signUp(emu, emu.project);
    expectText(await call(emu, `/contact-channels?user_id=${b.user_id}`, { headers: asUser(a.access_token) }), 403, 'Client can only list contact channels for their own user.');
    expectText(await call(emu, '/contact-channels', { headers: asUser(a.access_token) }), 403, 'Client can only list contact channels for their own user.');
    expectKnownError(await call(emu, '/contact-channels?user_id=me', { headers: clientHeaders(emu.project) }), 'CANNOT_GET_OWN_USER_WITHOUT_USER', 400);
    const extra = await call(emu, '/contact-channels?user_id=me&limit=3', { headers: asUser(a.access_token) });
    expect(expectKnownError(extra, 'SCHEMA_ERROR', 400).error).toContain('  - query contains unknown properties: limit');
  });

  it('gives servers every channel of the project when user_id is left out', async () => {
    const project = await emu.createProject({ displayName: 'List all' });
    const a = await signUp(emu, project);
    const b = await signUp(emu, project);
    const res = await call(emu, '/contact-channels', { headers: serverHeaders(project) });
    expect(res.json.items.map((c: { value: string }) => c.value)).toEqual([a.email, b.email]);
    const forB = await call(emu, `/contact-channels?user_id=${b.user_id}`, { headers: serverHeaders(project) });
    expect(forB.json.items.map((c: { user_id: string }) => c.user_id)).toEqual([b.user_id]);
  });
});

describe('GET /contact-channels/{user_id}/{id}', () => {
  it('reads one channel; unknown ids are text 404 "Contact channel not found." (with a period)', async () => {
    const user = await signUp(emu, emu.project);
    const channel = (await create(user.access_token, { value: uniqueEmail() })).json;
    const res = await call(emu, `/contact-channels/me/${channel.id}`, { headers: asUser(user.access_token) });
    expect(res.status).toBe(200);
    expect(res.json).toEqual(channel);
    expectText(await call(emu, `/contact-channels/me/00000000-0000-4000-8000-000000000000`, { headers: asUser(user.access_token) }), 404, 'Contact channel not found.');
    expectText(await call(emu, `/contact-channels/me/not-a-uuid`, { headers: asUser(user.access_token) }), 404, 'Contact channel not found.');
    const other = await signUp(emu, emu.project);
    expectText(await call(emu, `/contact-channels/${user.user_id}/${channel.id}`, { headers: asUser(other.access_token) }), 403, 'Client can only read contact channels for their own user.');
    // A server reads anyone's channel.
    expect((await call(emu, `/contact-channels/${user.user_id}/${channel.id}`, { headers: server() })).json).toEqual(channel);
  });
});

describe('PATCH /contact-channels/{user_id}/{id}', () => {
  const patch = (token: string, id: string, body: unknown, userId = 'me') =>
    call(emu, `/contact-channels/${userId}/${id}`, { method: 'PATCH', headers: asUser(token), body });

  it('changing value resets verification unless a server sets is_verified', async () => {
    const user = await signUp(emu, emu.project);
    const channel = (await call(emu, '/contact-channels', { headers: server(), body: { user_id: user.user_id, type: 'email', value: uniqueEmail(), used_for_auth: false, is_verified: true } })).json;
    const renamed = uniqueEmail('renamed');
    const res = await patch(user.access_token, channel.id, { value: renamed.toUpperCase() });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ...channel, value: renamed, is_verified: false });
    const byServer = await call(emu, `/contact-channels/${user.user_id}/${channel.id}`, { method: 'PATCH', headers: server(), body: { value: uniqueEmail('again'), is_verified: true } });
    expect(byServer.json.is_verified).toBe(true);
    const clientVerify = await patch(user.access_token, channel.id, { is_verified: true });
    expect(expectKnownError(clientVerify, 'SCHEMA_ERROR', 400).error).toContain('body contains unknown properties: is_verified');
  });

  it('is_primary true demotes the other primary; false leaves primary_email null', async () => {
    const user = await signUp(emu, emu.project);
    const channel = (await create(user.access_token, { value: uniqueEmail('promote') })).json;
    const promoted = await patch(user.access_token, channel.id, { is_primary: true });
    expect(promoted.json).toMatchObject({ is_primary: true, is_verified: false });
    expect((await me(user.access_token)).primary_email).toBe(channel.value);
    const list = (await call(emu, '/contact-channels?user_id=me', { headers: asUser(user.access_token) })).json.items;
    expect(list.filter((c: { is_primary: boolean }) => c.is_primary).map((c: { id: string }) => c.id)).toEqual([channel.id]);
    expect((await patch(user.access_token, channel.id, { is_primary: false })).json.is_primary).toBe(false);
    expect((await me(user.access_token)).primary_email).toBeNull();
  });

  it('used_for_auth on an address another user signs in with is 409 with contact_channel_value null', async () => {
    const owner = await signUp(emu, emu.project);
    const user = await signUp(emu, emu.project);
    const channel = (await create(user.access_token, { value: owner.email })).json;
    const body = expectKnownError(await patch(user.access_token, channel.id, { used_for_auth: true }), 'CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE', 409);
    expect(body.details).toEqual({ type: 'email', contact_channel_value: null, would_work_if_email_was_verified: false });
    // The same for a value change onto the address while used for auth.
    const own = (await create(user.access_token, { value: uniqueEmail('auth'), used_for_auth: true })).json;
    expectKnownError(await patch(user.access_token, own.id, { value: owner.email }), 'CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE', 409);
    expect((await patch(user.access_token, own.id, { used_for_auth: false })).json.used_for_auth).toBe(false);
  });

  it('unknown channel is text 400 "Contact channel not found" (no period); other users are 403', async () => {
    const user = await signUp(emu, emu.project);
    expectText(await patch(user.access_token, '00000000-0000-4000-8000-000000000000', { is_primary: true }), 400, 'Contact channel not found');
    const other = await signUp(emu, emu.project);
    const channel = (await create(other.access_token, { value: uniqueEmail() })).json;
    expectText(await patch(user.access_token, channel.id, { is_primary: true }, other.user_id), 403, 'Client can only update contact channels for their own user.');
    // Renaming onto another of the user's own addresses (protocol silent: the create text).
    const own = (await create(other.access_token, { value: uniqueEmail() })).json;
    expectText(await patch(other.access_token, own.id, { value: channel.value }), 400, 'Contact channel already exists');
    const bad = await patch(other.access_token, own.id, { value: 'nope', type: 'phone' });
    expect(expectKnownError(bad, 'SCHEMA_ERROR', 400).error).toBe(
      [
        `Request validation failed on PATCH /api/v1/contact-channels/me/${own.id}:`,
        '  - body.value must be a valid email',
        '  - body.type must be one of the following values: email',
      ].join('\n'),
    );
  });
});

describe('DELETE /contact-channels/{user_id}/{id}', () => {
  const del = (token: string, id: string, userId = 'me') => call(emu, `/contact-channels/${userId}/${id}`, { method: 'DELETE', headers: asUser(token) });

  it('deletes; deleting the primary leaves primary_email null; unknown is text 400; others are 403', async () => {
    const user = await signUp(emu, emu.project);
    const extra = (await create(user.access_token, { value: uniqueEmail() })).json;
    const res = await del(user.access_token, extra.id);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true });
    expectText(await del(user.access_token, extra.id), 400, 'Contact channel not found');
    const primary = (await call(emu, '/contact-channels?user_id=me', { headers: asUser(user.access_token) })).json.items[0];
    const other = await signUp(emu, emu.project);
    expectText(await del(other.access_token, primary.id, user.user_id), 403, 'Client can only delete contact channels for their own user.');
    expect((await del(user.access_token, primary.id)).status).toBe(200);
    expect((await me(user.access_token)).primary_email).toBeNull();
    expect((await call(emu, '/contact-channels?user_id=me', { headers: asUser(user.access_token) })).json.items).toEqual([]);
  });
});

describe('POST /contact-channels/{user_id}/{id}/send-verification-code', () => {
  const send = (headers: Record<string, string>, userId: string, id: string, callbackUrl = VERIFY_CALLBACK) =>
    call(emu, `/contact-channels/${userId}/${id}/send-verification-code`, { headers, body: { callback_url: callbackUrl } });

  it('mails callback_url?code=…, and verify marks exactly that channel verified', async () => {
    const user = await signUp(emu, emu.project);
    const value = uniqueEmail('verify-me');
    const channel = (await create(user.access_token, { value })).json;
    const res = await send(asUser(user.access_token), 'me', channel.id);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true });
    const link = await verificationLink(value);
    expect(link).toMatch(/^http:\/\/localhost:3000\/handler\/email-verification\?code=[0-9a-z]{45}$/);
    const verified = await call(emu, '/contact-channels/verify', { headers: clientHeaders(emu.project), body: { code: new URL(link).searchParams.get('code') } });
    expect(verified.json).toEqual({ success: true });
    const items = (await call(emu, '/contact-channels?user_id=me', { headers: asUser(user.access_token) })).json.items;
    expect(items.map((c: { value: string; is_verified: boolean }) => [c.value, c.is_verified])).toEqual([
      [user.email, false],
      [value, true],
    ]);
    expect((await me(user.access_token)).primary_email_verified).toBe(false);
    expectKnownError(await send(asUser(user.access_token), user.user_id, channel.id), 'EMAIL_ALREADY_VERIFIED', 409);
  });

  it('reports an untrusted callback, unknown channels, other users, unknown users and a signed-out me', async () => {
    const user = await signUp(emu, emu.project);
    const channel = (await create(user.access_token, { value: uniqueEmail() })).json;
    expectKnownError(await send(asUser(user.access_token), 'me', channel.id, UNTRUSTED), 'REDIRECT_URL_NOT_WHITELISTED', 400);
    expect(await emu.mailbox(channel.value)).toEqual([]);
    expectText(await send(asUser(user.access_token), 'me', '00000000-0000-4000-8000-000000000000'), 404, 'Contact channel not found');
    const other = await signUp(emu, emu.project);
    expectText(await send(asUser(other.access_token), user.user_id, channel.id), 400, 'Can only send verification code for your own user');
    expectKnownError(await send(server(), '00000000-0000-4000-8000-000000000000', channel.id), 'USER_ID_DOES_NOT_EXIST', 400);
    expectKnownError(await send(clientHeaders(emu.project), 'me', channel.id), 'CANNOT_GET_OWN_USER_WITHOUT_USER', 400);
    // A signed-out client naming a user by id gets the same: it has no user of its own.
    expectKnownError(await send(clientHeaders(emu.project), user.user_id, channel.id), 'CANNOT_GET_OWN_USER_WITHOUT_USER', 400);
    const bad = await call(emu, `/contact-channels/me/${channel.id}/send-verification-code`, { headers: asUser(user.access_token), body: {} });
    expect(expectKnownError(bad, 'SCHEMA_ERROR', 400).error).toContain('  - body.callback_url must be defined');
  });
});

describe('PATCH /users/me profile_image_url (§5.9)', () => {
  const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

  // Stack's schema wants a URL first (urlSchema), so bare base64 is a SCHEMA_ERROR before the image check.
  it('accepts data:image base64 from clients, refuses bare base64 as no URL, else text 400 "Invalid profile image URL"', async () => {
    const user = await signUp(emu, emu.project);
    const patchMe = (headers: Record<string, string>, value: string | null) => call(emu, '/users/me', { method: 'PATCH', headers, body: { profile_image_url: value } });
    const dataUrl = `data:image/png;base64,${PNG}`;
    expect((await patchMe(asUser(user.access_token), dataUrl)).json.profile_image_url).toBe(dataUrl);
    const bare = await patchMe(asUser(user.access_token), PNG);
    expect([bare.status, bare.json?.code]).toEqual([400, 'SCHEMA_ERROR']);
    expectText(await patchMe(asUser(user.access_token), 'https://images.example.com/me.png'), 400, 'Invalid profile image URL');
    expectText(await patchMe(asUser(user.access_token), 'data:text/html;base64,PGgxPg=='), 400, 'Invalid profile image URL');
    expect((await me(user.access_token)).profile_image_url).toBe(dataUrl);
    expect((await patchMe(asUser(user.access_token), null)).json.profile_image_url).toBeNull();
    // Servers may also give an http(s) URL.
    const serverMe = serverHeaders(emu.project, { 'x-stack-access-token': user.access_token });
    expect((await patchMe(serverMe, 'https://images.example.com/me.png')).json.profile_image_url).toBe('https://images.example.com/me.png');
  });
});
