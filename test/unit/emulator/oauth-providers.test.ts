// The standard OAuth provider registry: endpoints per type and how accounts are read.
import { describe, expect, it } from 'vitest';
import { isStandardProviderType, PROVIDERS, primaryEmail } from '../../../emulator/oauth/providers';

const config = (id: string, extra: Record<string, string> = {}) => ({ provider_config_id: id, id, type: 'standard' as const, client_id: 'c', client_secret: 's', ...extra });

describe('standard provider registry', () => {
  it('knows the required types and not the skipped ones', () => {
    for (const type of ['google', 'github', 'microsoft', 'discord', 'gitlab', 'spotify']) expect(isStandardProviderType(type)).toBe(true);
    expect(isStandardProviderType('apple')).toBe(false);
    expect(isStandardProviderType('toString')).toBe(false);
  });

  it('microsoft uses microsoft_tenant_id, default common', () => {
    expect(PROVIDERS.microsoft.endpoints(config('microsoft')).authorizationEndpoint).toBe('https://login.microsoftonline.com/common/oauth2/v2.0/authorize');
    expect(PROVIDERS.microsoft.endpoints(config('microsoft', { microsoft_tenant_id: 'contoso' })).tokenEndpoint).toBe(
      'https://login.microsoftonline.com/contoso/oauth2/v2.0/token',
    );
  });

  it('reads discord and google accounts', () => {
    expect(PROVIDERS.discord.account({ id: '80351110224678912', username: 'nelly', global_name: 'Nelly', email: 'n@example.com', verified: true, avatar: 'abc' })).toEqual({
      accountId: '80351110224678912',
      email: 'n@example.com',
      emailVerified: true,
      displayName: 'Nelly',
      profileImageUrl: 'https://cdn.discordapp.com/avatars/80351110224678912/abc.png',
    });
    expect(PROVIDERS.google.account({ sub: '1', email: 'g@example.com', email_verified: true, name: 'G', picture: 'https://p' })).toEqual({
      accountId: '1',
      email: 'g@example.com',
      emailVerified: true,
      displayName: 'G',
      profileImageUrl: 'https://p',
    });
  });

  it('primaryEmail picks the primary entry of GitHub and Bitbucket lists', () => {
    expect(primaryEmail([{ email: 'a@x', primary: false, verified: true }, { email: 'b@x', primary: true, verified: false }])).toEqual({ email: 'b@x', verified: false });
    expect(primaryEmail({ values: [{ email: 'c@x', is_primary: true, is_confirmed: true }] })).toEqual({ email: 'c@x', verified: true });
    expect(primaryEmail([])).toBeNull();
  });
});
