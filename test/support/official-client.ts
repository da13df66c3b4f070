// The official @stackframe/js client pointed at a test emulator, and a signed-up user of it, for the compat tests.
import { StackClientApp, StackServerApp } from '@stackframe/js';
import type { TestEmulator } from './emulator';
import { uniqueEmail } from './unique-email';

type OfficialTokenStore = ConstructorParameters<typeof StackClientApp>[0]['tokenStore'];

export function officialApp(emu: TestEmulator, tokenStore: OfficialTokenStore = 'memory'): StackClientApp {
  return new StackClientApp({ projectId: emu.project.id, publishableClientKey: emu.project.publishableClientKey, baseUrl: emu.url, tokenStore });
}

/** Signs up a fresh address with `password` through the official client; returns the app, the e-mail and the user. */
export async function officialSignedUp(emu: TestEmulator, label: string, password: string) {
  const app = officialApp(emu);
  const email = uniqueEmail(label);
  const res = await app.signUpWithCredential({ email, password, noVerificationCallback: true, noRedirect: true });
  if (res.status !== 'ok') throw new Error(`sign-up failed: ${res.error.message}`);
  const user = await app.getUser({ or: 'throw' });
  return { app, email, user };
}

/** The official server app (secret server key) on the emulator's project. */
export function officialServerApp(emu: TestEmulator): StackServerApp {
  return new StackServerApp({
    projectId: emu.project.id,
    publishableClientKey: emu.project.publishableClientKey,
    secretServerKey: emu.project.secretServerKey,
    baseUrl: emu.url,
    tokenStore: 'memory',
  });
}
