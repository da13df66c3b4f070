// getProject maps the client project view to camelCase; client deletion is refused when the project forbids it.
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/protocol/clock';
import { StackHttpError } from '../../../src/core/http/errors';
import { useEmulator } from '../../support/emulator';
import { makeApp, PASSWORD, recordingFetch, uniqueEmail } from './helpers';

const clock = new ManualClock(1_750_000_000_000);
const emu = useEmulator({
  clock,
  project: {
    displayName: 'Camel Case Co',
    config: {
      magic_link_enabled: true,
      client_team_creation_enabled: true,
      allow_user_api_keys: true,
      allow_localhost: false,
      domains: [{ domain: 'https://app.example.com', handler_path: '/auth' }],
    },
  },
});

describe('getProject', () => {
  it('returns the client view in camelCase, loaded once', async () => {
    const recorder = recordingFetch();
    const app = makeApp(emu, { clock, fetch: recorder.fetch });
    const loaded = await app.getProject();
    // The SDK speaks v2.8.86, whose client view has no allow_localhost (PROTOCOL.md §9): left out, not guessed.
    expect(loaded).toEqual({
      id: emu.project.id,
      displayName: 'Camel Case Co',
      config: {
        signUpEnabled: true,
        credentialEnabled: true,
        magicLinkEnabled: true,
        passkeyEnabled: false,
        clientTeamCreationEnabled: true,
        clientUserDeletionEnabled: false,
        allowUserApiKeys: true,
        allowTeamApiKeys: false,
        oauthProviders: [],
        domains: [{ domain: 'https://app.example.com', handlerPath: '/auth' }],
      },
    });
    await app.getProject();
    expect(recorder.paths()).toEqual(['GET /projects/current']);
    app.dispose();
  });

  it('trusts a redirect to a trusted domain and refuses localhost when the project does not allow it', async () => {
    const seen: string[] = [];
    const app = makeApp(emu, { clock, redirectMethod: { navigate: (u) => seen.push(u) } });
    await app.signUpWithCredential({ email: uniqueEmail('trusted'), password: PASSWORD, noRedirect: true });
    await (await app.getUser())!.signOut({ redirectUrl: 'https://app.example.com/bye' });
    expect(seen).toEqual(['https://app.example.com/bye']);

    const second = makeApp(emu, { clock, redirectMethod: { navigate: (u) => seen.push(u) } });
    await second.signUpWithCredential({ email: uniqueEmail('localhost'), password: PASSWORD, noRedirect: true });
    await expect((await second.getUser())!.signOut({ redirectUrl: 'http://localhost:3000/' })).rejects.toThrow(
      'Redirect URL is not trusted; should be relative.',
    );
    expect(seen).toEqual(['https://app.example.com/bye']);
    app.dispose();
    second.dispose();
  });
});

describe('CurrentUser.delete on a project without client deletion', () => {
  it('is refused by the server and the user stays signed in', async () => {
    const app = makeApp(emu, { clock });
    const email = uniqueEmail('nodelete');
    await app.signUpWithCredential({ email, password: PASSWORD, noRedirect: true });
    const error = await (await app.getUser())!.delete().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StackHttpError);
    expect((error as StackHttpError).status).toBe(400);
    expect((await app.getUser())!.primaryEmail).toBe(email);
    app.dispose();
  });
});
