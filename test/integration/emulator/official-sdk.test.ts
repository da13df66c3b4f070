// The official @stackframe/js client (which sends x-hexclave-* headers and refreshes through the
// OAuth refresh grant) works against the emulator for the walking-skeleton flows.
import { StackClientApp } from '@stackframe/js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../../emulator/server';
import { uniqueEmail, type Keys } from './helpers';

let emu: RunningEmulator;
let project: Keys;

beforeAll(async () => {
  emu = await startEmulator({ port: 0, inMemory: true });
  project = await emu.createProject();
});
afterAll(async () => {
  await emu?.close();
});

const newApp = () =>
  new StackClientApp({ projectId: project.id, publishableClientKey: project.publishableClientKey, baseUrl: emu.url, tokenStore: 'memory' });

describe('official SDK against the emulator', () => {
  it('signs up, reads and updates the user, and signs out', async () => {
    const app = newApp();
    const email = uniqueEmail('sdk');
    const result = await app.signUpWithCredential({ email, password: 'sdk-password-1', noVerificationCallback: true, noRedirect: true });
    expect(result.status).toBe('ok');
    const user = await app.getUser();
    expect(user?.primaryEmail).toBe(email);
    await user!.update({ displayName: 'Grace', clientMetadata: { a: 1 } });
    // The SDK refreshes through POST /auth/oauth/token before this read.
    const updated = await app.getUser();
    expect(updated?.displayName).toBe('Grace');
    expect(updated?.clientMetadata).toEqual({ a: 1 });
    await app.signOut();
    expect(await app.getUser()).toBeNull();
  });

  it('surfaces known errors with their details', async () => {
    const app = newApp();
    const email = uniqueEmail('sdk-dup');
    expect((await app.signUpWithCredential({ email, password: 'sdk-password-1', noVerificationCallback: true, noRedirect: true })).status).toBe('ok');
    const dup = await newApp().signUpWithCredential({ email, password: 'sdk-password-1', noVerificationCallback: true, noRedirect: true });
    expect(dup.status).toBe('error');
    if (dup.status === 'error') {
      expect(dup.error.errorCode).toBe('USER_EMAIL_ALREADY_EXISTS');
    }
    const wrong = await newApp().signInWithCredential({ email, password: 'wrong-password', noRedirect: true });
    expect(wrong.status).toBe('error');
    if (wrong.status === 'error') expect(wrong.error.errorCode).toBe('EMAIL_PASSWORD_MISMATCH');
    const right = newApp();
    expect((await right.signInWithCredential({ email, password: 'sdk-password-1', noRedirect: true })).status).toBe('ok');
    expect((await right.getUser())?.primaryEmail).toBe(email);
  });
});
