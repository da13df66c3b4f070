// The official @stackframe/js client's promptCliLogin (unmodified) against the emulator's /auth/cli*.
import { StackClientApp } from '@stackframe/js';
import { describe, expect, it } from 'vitest';
import { useEmulator } from '../support/emulator';
import { uniqueEmail } from '../support/unique-email';

const emu = useEmulator({ project: { displayName: 'cli compat' } });

function officialApp() {
  return new StackClientApp({
    projectId: emu.project.id,
    publishableClientKey: emu.project.publishableClientKey,
    baseUrl: emu.url,
    tokenStore: 'memory',
  });
}

async function complete(loginCode: string, refreshToken: string): Promise<Response> {
  return fetch(`${emu.url}/api/v1/auth/cli/complete`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-stack-project-id': emu.project.id,
      'x-stack-access-type': 'client',
      'x-stack-publishable-client-key': emu.project.publishableClientKey,
    },
    body: JSON.stringify({ login_code: loginCode, refresh_token: refreshToken }),
  });
}

describe('official promptCliLogin against the emulator', () => {
  it('gets the confirming browser session refresh token, which signs the official client in', async () => {
    const browser = officialApp();
    const email = uniqueEmail('cli-compat');
    const signUp = await browser.signUpWithCredential({ email, password: 'correct-horse-battery-1', noVerificationCallback: true, noRedirect: true });
    expect(signUp.status).toBe('ok');
    const { refreshToken } = await browser.getAuthJson();

    const cli = officialApp();
    const prompted: string[] = [];
    let confirmed: Promise<Response> | null = null;
    // waitTimeMillis is read by the implementation but not declared in its public type.
    const options = {
      appUrl: 'http://localhost:8080',
      waitTimeMillis: 20,
      promptLink: (url: string, loginCode: string) => {
        prompted.push(url);
        confirmed = complete(loginCode, refreshToken!);
      },
    };
    const result = await cli.promptCliLogin(options);
    expect((await confirmed!)?.status).toBe(200);
    expect(prompted[0]).toMatch(/^http:\/\/localhost:8080\/handler\/cli-auth-confirm\?login_code=[0-9a-z]{45}$/);
    expect(result).toEqual({ status: 'ok', data: refreshToken });

    const signedIn = new StackClientApp({
      projectId: emu.project.id,
      publishableClientKey: emu.project.publishableClientKey,
      baseUrl: emu.url,
      tokenStore: { accessToken: '', refreshToken: result.status === 'ok' ? result.data : '' },
    });
    expect((await signedIn.getUser())?.primaryEmail).toBe(email);
  });
});
