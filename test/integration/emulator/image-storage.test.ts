// Uploaded images replaced by a hosted URL (PROTOCOL.md §5.9), over real HTTP: a base64 data URL of a user's
// or team's profile image, a member profile's, or a project logo is stored (only when its bytes are the
// image type it claims) and answered as `<store>/stack-storage/<folder>/<uuid>.<type>`, served read-only.
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { useEmulator } from '../../support/emulator';
import { createOwnedProjectOverHttp, ownerAdminHeaders, signUpInternalOwner } from '../../support/internal-project';
import { call, clientHeaders, serverHeaders, signUp } from './helpers';

/** Our own tiny images: a 1x1 GIF, and the first bytes of a PNG, a JPEG and a WebP file. */
const GIF = Buffer.from('474946383961010001000000002c000000000100010000020144003b', 'hex');
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(16, 1)]);
const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), Buffer.alloc(16, 2)]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([24, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(12, 3)]);
const dataUrl = (type: string, bytes: Buffer) => `data:image/${type};base64,${bytes.toString('base64')}`;
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** A GET of a raw path, as a hostile client could send it (fetch would resolve `..` first). */
function rawGetStatus(port: number, path: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path }, (res) => {
      res.resume();
      resolve(res.statusCode);
    })
      .on('error', reject)
      .end();
  });
}
const CORRUPTED = { status: 400, text: 'Invalid image format or corrupted image data' };

describe('with the image store running', () => {
  const emu = useEmulator({ storagePort: 0 });
  const server = () => serverHeaders(emu.project);
  const hosted = (folder: string, ext: string) => new RegExp(`^http://127\\.0\\.0\\.1:${emu.storagePort}/stack-storage/${folder}/${UUID}\\.${ext}$`);

  it("a user's uploaded profile image becomes a hosted URL, served with its type, read-only from any origin", async () => {
    const user = await signUp(emu, emu.project);
    const res = await call(emu, '/users/me', { method: 'PATCH', headers: clientHeaders(emu.project, { 'x-stack-access-token': user.access_token }), body: { profile_image_url: dataUrl('gif', GIF) } });
    expect(res.status, res.text).toBe(200);
    expect(res.json.profile_image_url).toMatch(hosted('user-profile-images', 'gif'));
    const image = await fetch(res.json.profile_image_url);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer())).toEqual(GIF);
    expect(Object.fromEntries(['content-type', 'x-content-type-options', 'content-security-policy', 'cache-control', 'access-control-allow-origin'].map((h) => [h, image.headers.get(h)]))).toEqual({
      'content-type': 'image/gif',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
      'cache-control': 'public, max-age=31536000, immutable',
      'access-control-allow-origin': '*',
    });
    // Each upload is a new file; an http(s) URL from a server is kept as it is.
    const again = await call(emu, `/users/${user.user_id}`, { method: 'PATCH', headers: server(), body: { profile_image_url: dataUrl('gif', GIF) } });
    expect(again.json.profile_image_url).toMatch(hosted('user-profile-images', 'gif'));
    expect(again.json.profile_image_url).not.toBe(res.json.profile_image_url);
    const url = await call(emu, `/users/${user.user_id}`, { method: 'PATCH', headers: server(), body: { profile_image_url: 'https://cdn.example.com/me.png' } });
    expect(url.json.profile_image_url).toBe('https://cdn.example.com/me.png');
  });

  it('team and member profile images: their own folders, the real type as the extension (jpg -> jpeg)', async () => {
    const user = await signUp(emu, emu.project);
    const created = await call(emu, '/teams', { headers: server(), body: { display_name: 'Pics', creator_user_id: user.user_id, profile_image_url: dataUrl('png', PNG) } });
    expect(created.status, created.text).toBe(201);
    expect(created.json.profile_image_url).toMatch(hosted('team-profile-images', 'png'));
    const updated = await call(emu, `/teams/${created.json.id}`, { method: 'PATCH', headers: server(), body: { profile_image_url: dataUrl('jpg', JPEG) } });
    expect(updated.json.profile_image_url).toMatch(hosted('team-profile-images', 'jpeg'));
    expect((await fetch(updated.json.profile_image_url)).headers.get('content-type')).toBe('image/jpeg');
    const member = await call(emu, `/team-member-profiles/${created.json.id}/${user.user_id}`, { method: 'PATCH', headers: server(), body: { profile_image_url: dataUrl('webp', WEBP) } });
    expect(member.status, member.text).toBe(200);
    expect(member.json.profile_image_url).toMatch(hosted('team-member-profile-images', 'webp'));
  });

  it('project logos: uploads hosted, http(s) URLs kept, anything else text 400 "Invalid profile image URL"', async () => {
    const owner = await signUpInternalOwner(emu);
    const id = await createOwnedProjectOverHttp(emu, owner, { logo_url: dataUrl('png', PNG) });
    const admin = ownerAdminHeaders(id, owner.accessToken);
    const current = await call(emu, '/internal/projects/current', { headers: admin });
    expect(current.json.logo_url).toMatch(hosted('project-logos', 'png'));
    const res = await call(emu, '/internal/projects/current', { method: 'PATCH', headers: admin, body: { logo_full_url: dataUrl('gif', GIF), logo_dark_mode_url: 'https://cdn.example.com/dark.png' } });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ logo_full_url: expect.stringMatching(hosted('project-logos', 'gif')), logo_dark_mode_url: 'https://cdn.example.com/dark.png' });
    const bad = await call(emu, '/internal/projects/current', { method: 'PATCH', headers: admin, body: { logo_url: 'javascript:alert(1)' } });
    expect({ status: bad.status, text: bad.text }).toEqual({ status: 400, text: 'Invalid profile image URL' });
    // The real API's size limit, on the base64 text.
    const big = 'A'.repeat(1_000_004);
    const tooBig = await call(emu, '/internal/projects/current', { method: 'PATCH', headers: admin, body: { logo_url: `data:image/png;base64,${big}` } });
    expect({ status: tooBig.status, text: tooBig.text }).toEqual({ status: 400, text: 'Image size (1000004 bytes) exceeds maximum allowed size (1000000 bytes)' });
  });

  it('bytes that are not the image type claimed (HTML, SVG, another type) are text 400, never stored', async () => {
    const user = await signUp(emu, emu.project);
    const patch = (value: string) => call(emu, `/users/${user.user_id}`, { method: 'PATCH', headers: server(), body: { profile_image_url: value } });
    for (const value of [dataUrl('png', Buffer.from('<html><script>alert(1)</script></html>')), dataUrl('gif', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')), dataUrl('png', GIF)]) {
      const res = await patch(value);
      expect({ status: res.status, text: res.text }).toEqual(CORRUPTED);
    }
  });

  it('serves nothing but stored keys: no listing, no path tricks, GET/HEAD only', async () => {
    const user = await signUp(emu, emu.project);
    const res = await call(emu, `/users/${user.user_id}`, { method: 'PATCH', headers: server(), body: { profile_image_url: dataUrl('gif', GIF) } });
    const url = new URL(res.json.profile_image_url as string);
    const tricks = ['/', '/stack-storage/', '/stack-storage/user-profile-images/', url.pathname.replace('.gif', '.png'), url.pathname.replace('user-profile-images', 'project-logos')];
    tricks.push('/stack-storage/user-profile-images/..%2f..%2fetc%2fpasswd', `/stack-storage/../stack-storage${url.pathname.slice('/stack-storage'.length)}`, `${url.pathname}/`, url.pathname.toUpperCase());
    for (const path of tricks) expect(await rawGetStatus(Number(url.port), path), path).toBe(404);
    expect((await fetch(url, { method: 'HEAD' })).status).toBe(200);
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const refused = await fetch(url, { method, body: method === 'DELETE' ? undefined : 'x' });
      expect({ status: refused.status, allow: refused.headers.get('allow') }).toEqual({ status: 405, allow: 'GET, HEAD' });
    }
    expect((await fetch(url)).status).toBe(200);
  });
});

describe('without the image store (a random API port)', () => {
  const emu = useEmulator();

  it('an uploaded image keeps its data: URL, but its bytes are checked all the same', async () => {
    expect(emu.storagePort).toBeNull();
    const user = await signUp(emu, emu.project);
    const kept = await call(emu, `/users/${user.user_id}`, { method: 'PATCH', headers: serverHeaders(emu.project), body: { profile_image_url: dataUrl('gif', GIF) } });
    expect(kept.json.profile_image_url).toBe(dataUrl('gif', GIF));
    const fake = await call(emu, `/users/${user.user_id}`, { method: 'PATCH', headers: serverHeaders(emu.project), body: { profile_image_url: dataUrl('jpeg', Buffer.from('not a picture')) } });
    expect({ status: fake.status, text: fake.text }).toEqual(CORRUPTED);
  });
});
