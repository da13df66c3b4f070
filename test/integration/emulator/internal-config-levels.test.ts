// Config override levels as the real API keeps them (PROTOCOL.md §5.27): what a new project's levels
// hold, which level may set a provider's credentials, provider nodes as written, and a removed key
// falling back to the level below.
import { describe, expect, it } from 'vitest';
import { useEmulator } from '../../support/emulator';
import { createOwnedProjectOverHttp, ownerAdminHeaders, signUpInternalOwner } from '../../support/internal-project';
import { call } from './helpers';

const emu = useEmulator();

async function ownedProject(): Promise<Record<string, string>> {
  const owner = await signUpInternalOwner(emu);
  return ownerAdminHeaders(await createOwnedProjectOverHttp(emu, owner), owner.accessToken);
}
const tree = async (headers: Record<string, string>) => JSON.parse((await call(emu, '/internal/config', { headers })).json.config_string);
const level = async (headers: Record<string, string>, l: string) => JSON.parse((await call(emu, `/internal/config/override/${l}`, { headers })).json.config_string);
const patch = (headers: Record<string, string>, l: string, override: unknown) =>
  call(emu, `/internal/config/override/${l}`, { method: 'PATCH', headers, body: { config_override_string: JSON.stringify(override) } });

describe('config override levels', () => {
  it('a new project keeps its settings in the environment override; the branch override starts empty', async () => {
    const headers = await ownedProject();
    expect(await level(headers, 'branch')).toEqual({});
    const environment = await level(headers, 'environment');
    expect(environment).toMatchObject({ 'apps.installed.authentication.enabled': true, 'apps.installed.emails.enabled': true });
    expect((await tree(headers)).apps.installed.authentication).toEqual({ enabled: true });
  });

  it("a provider's isShared and credentials belong to the environment level, also inside a provider object", async () => {
    const headers = await ownedProject();
    const provider = { type: 'google', isShared: false, clientId: 'id', clientSecret: 'secret', allowSignIn: true, allowConnectedAccounts: true };
    const branch = await patch(headers, 'branch', { 'auth.oauth.providers.google': provider });
    expect(branch.status).toBe(400);
    expect(branch.text).toContain('auth.oauth.providers.google.clientSecret');
    expect((await patch(headers, 'branch', { 'auth.oauth.providers.google': { type: 'google', allowSignIn: true } })).status).toBe(200);
    expect((await patch(headers, 'environment', { 'auth.oauth.providers.google': provider })).status).toBe(200);
  });

  it('shows provider nodes as written: no invented fields, disabled ones kept, removal by null', async () => {
    const headers = await ownedProject();
    await patch(headers, 'environment', { 'auth.oauth.providers.github': { type: 'github', isShared: true, allowSignIn: true, allowConnectedAccounts: false } });
    await patch(headers, 'environment', { 'auth.oauth.providers.google': { type: 'google', isShared: true, allowSignIn: false, allowConnectedAccounts: true } });
    const providers = (await tree(headers)).auth.oauth.providers;
    expect(providers).toEqual({
      github: { type: 'github', isShared: true, allowSignIn: true, allowConnectedAccounts: false },
      google: { type: 'google', isShared: true, allowSignIn: false, allowConnectedAccounts: true },
    });
    // The legacy view lists the providers offered for sign-in only.
    const view = (await call(emu, '/internal/projects/current', { headers })).json;
    expect(view.config.oauth_providers.map((p: { id: string }) => p.id)).toEqual(['github']);

    await patch(headers, 'environment', { 'auth.oauth.providers.github': null });
    expect(Object.keys((await tree(headers)).auth.oauth.providers)).toEqual(['google']);
  });

  it('resetting a key of the environment lets the branch value through again', async () => {
    const headers = await ownedProject();
    await patch(headers, 'branch', { 'teams.allowClientTeamCreation': true });
    await patch(headers, 'environment', { 'teams.allowClientTeamCreation': false });
    expect((await tree(headers)).teams.allowClientTeamCreation).toBe(false);

    const reset = await call(emu, '/internal/config/override/environment/reset-keys', { method: 'POST', headers, body: { keys: ['teams.allowClientTeamCreation'] } });
    expect(reset.status, reset.text).toBe(200);
    expect((await tree(headers)).teams.allowClientTeamCreation).toBe(true);
    expect((await call(emu, '/internal/projects/current', { headers })).json.config.client_team_creation_enabled).toBe(true);
  });

  it('shows custom e-mail templates only while the project has its own e-mail server', async () => {
    const headers = await ownedProject();
    const id = '11111111-1111-4111-8111-111111111111';
    const template = { displayName: 'Custom Reset', tsxSource: 'export const EmailTemplate = () => null;' };
    const server = { isShared: false, provider: 'smtp', host: 'smtp.example.com', port: 587, username: 'u', password: 'p', senderName: 'S', senderEmail: 'noreply@example.com' };
    expect((await patch(headers, 'environment', { 'emails.server': server, [`emails.templates.${id}`]: template })).status).toBe(200);
    expect((await tree(headers)).emails.templates[id]).toEqual(template);

    expect((await patch(headers, 'environment', { 'emails.server': { isShared: true, provider: 'smtp' } })).status).toBe(200);
    const shared = (await tree(headers)).emails.templates;
    expect(shared[id]).toBeUndefined();
    expect(Object.keys(shared)).toHaveLength(7);
    // Still stored: a dedicated server brings it back.
    expect((await level(headers, 'environment'))[`emails.templates.${id}`]).toEqual(template);
  });

  it('ignores a dot-notation key into a record entry that does not exist; a nested object creates it', async () => {
    const headers = await ownedProject();
    const res = await patch(headers, 'environment', {
      domains: { trustedDomains: { nested: { baseUrl: 'https://nested.example.com', handlerPath: '/nested' } } },
      'domains.trustedDomains.dotted.baseUrl': 'https://dotted.example.com',
      'teams.allowClientTeamCreation': true,
    });
    expect(res.status, res.text).toBe(200);
    const t = await tree(headers);
    expect(t.domains.trustedDomains).toEqual({ nested: { baseUrl: 'https://nested.example.com', handlerPath: '/nested' } });
    expect(t.teams.allowClientTeamCreation).toBe(true);
    // Into an entry that exists, dot notation works; the installed apps exist for every known app.
    expect((await patch(headers, 'environment', { 'domains.trustedDomains.nested.handlerPath': '/other', 'apps.installed.teams.enabled': true })).status).toBe(200);
    const after = await tree(headers);
    expect(after.domains.trustedDomains.nested.handlerPath).toBe('/other');
    expect(after.apps.installed.teams).toEqual({ enabled: true });
    expect(after.apps.installed.webhooks).toEqual({ enabled: false });
  });
});
