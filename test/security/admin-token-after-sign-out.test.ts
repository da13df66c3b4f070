// Issue 29: signing out ends a session's access tokens (session-revocation.test.ts), but a dashboard
// owner's token sent as x-stack-admin-access-token kept administering their projects after sign-out.
import { describe, expect, it } from 'vitest';
import { useEmulator } from '../support/emulator';
import { createOwnedProjectOverHttp, INTERNAL, ownerAdminHeaders, signUpInternalOwner } from '../support/internal-project';
import { call, clientHeaders, expectKnownError } from '../integration/emulator/helpers';

const emu = useEmulator();

const signOut = (accessToken: string) =>
  call(emu, '/auth/sessions/current', { method: 'DELETE', headers: clientHeaders(INTERNAL, { 'x-stack-access-token': accessToken }), body: {} });

describe('an admin access token after its session ended', () => {
  it('is refused once the owner signed out (as the end-user token is), while the owner\'s other session keeps working', async () => {
    const owner = await signUpInternalOwner(emu);
    const id = await createOwnedProjectOverHttp(emu, owner, { display_name: 'Owned' });
    expect((await call(emu, '/internal/projects/current', { headers: ownerAdminHeaders(id, owner.accessToken) })).status).toBe(200);

    // A second session of the same owner (another browser).
    const other = await call(emu, '/auth/password/sign-in', { headers: clientHeaders(INTERNAL), body: { email: owner.email, password: 'correct-horse-battery-1' } });
    expect(other.status, other.text).toBe(200);

    const out = await signOut(owner.accessToken);
    expect(out.status, out.text).toBe(200);
    // The end-user side of the same token is refused ...
    expectKnownError(await call(emu, '/users/me', { headers: clientHeaders(INTERNAL, { 'x-stack-access-token': owner.accessToken }) }), 'ACCESS_TOKEN_EXPIRED', 401);
    // ... and so is its admin side, on reads and on writes.
    const read = expectKnownError(await call(emu, '/internal/projects/current', { headers: ownerAdminHeaders(id, owner.accessToken) }), 'ADMIN_ACCESS_TOKEN_EXPIRED', 401);
    expect(read.details).toEqual({ expired_at_millis: null });
    const write = await call(emu, '/internal/projects/current', { method: 'PATCH', headers: ownerAdminHeaders(id, owner.accessToken), body: { display_name: 'Hijacked' } });
    expectKnownError(write, 'ADMIN_ACCESS_TOKEN_EXPIRED', 401);

    const stillOwned = await call(emu, '/internal/projects/current', { headers: ownerAdminHeaders(id, other.json.access_token) });
    expect([stillOwned.status, stillOwned.json.display_name]).toEqual([200, 'Owned']);
  });

  it('is refused after the session is deleted by id, too', async () => {
    const owner = await signUpInternalOwner(emu);
    const id = await createOwnedProjectOverHttp(emu, owner);
    const sessionId = JSON.parse(Buffer.from(owner.accessToken.split('.')[1]!, 'base64url').toString()).refresh_token_id as string;
    const other = await call(emu, '/auth/password/sign-in', { headers: clientHeaders(INTERNAL), body: { email: owner.email, password: 'correct-horse-battery-1' } });
    const removed = await call(emu, `/auth/sessions/${sessionId}?user_id=me`, {
      method: 'DELETE',
      headers: clientHeaders(INTERNAL, { 'x-stack-access-token': other.json.access_token }),
    });
    expect(removed.status, removed.text).toBe(200);
    expectKnownError(await call(emu, '/internal/projects/current', { headers: ownerAdminHeaders(id, owner.accessToken) }), 'ADMIN_ACCESS_TOKEN_EXPIRED', 401);
  });
});
